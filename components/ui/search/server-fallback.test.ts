/**
 * The search page's server-side client (spec 8.4): a failed search answers marked empty
 * results instead of failing (the Next.js server render would wait for them forever); a good one
 * passes through untouched.
 */
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { isUnavailableResult, withServerFallback } from './server-fallback';

const requester = (answer: () => Promise<{ status: number; content: string; isTimedOut: boolean }>) => ({ send: answer });
const unreachable = liteClient('app', 'key', {
  requester: requester(async () => ({ status: 0, content: 'refused', isTimedOut: false })),
  hosts: [{ url: 'search.test', accept: 'readWrite', protocol: 'https' }],
});
const answering = liteClient('app', 'key', {
  requester: requester(async () => ({ status: 200, content: JSON.stringify({ results: [{ hits: [{ objectID: 'a' }], nbHits: 1, query: 'x', params: '', processingTimeMS: 1 }] }), isTimedOut: false })),
  hosts: [{ url: 'search.test', accept: 'readWrite', protocol: 'https' }],
});

describe('the server-side search client', () => {
  it('answers a failed search with empty results that say search was unavailable, one per request', async () => {
    const { results } = await withServerFallback(unreachable).search([
      { indexName: 'YachtIndex_en', params: { query: 'caribbean', hitsPerPage: 24 } },
      { indexName: 'YachtIndex_en', params: { query: 'caribbean', hitsPerPage: 0 } },
    ]);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ index: 'YachtIndex_en', hits: [], nbHits: 0, query: 'caribbean', hitsPerPage: 24 });
    expect(results.every((result) => 'userData' in result && isUnavailableResult(result.userData))).toBe(true);
  });

  it('passes a good answer through, which reads as available', async () => {
    const { results } = await withServerFallback(answering).search([{ indexName: 'YachtIndex_en', params: { query: 'x' } }]);
    expect(results[0]).toMatchObject({ nbHits: 1, hits: [{ objectID: 'a' }] });
    expect(results[0] && 'userData' in results[0] && isUnavailableResult(results[0].userData)).toBe(false);
  });
});
