import { describe, expect, it } from 'vitest';
import { createEngineHandler } from '../../services/search';
import { testEngine } from '../../testing/search-records';
import { answerSearchRequest, MAX_SEARCH_BODY_BYTES } from './search-endpoint';

const handler = createEngineHandler(testEngine());
const query = JSON.stringify({ requests: [{ indexName: 'yachts', query: '', facetFilters: [['content.builderName:Feadship']], hitsPerPage: 1 }] });

describe('the browser search endpoint', () => {
  it('answers the multi-query InstantSearch sends', () => {
    const answer = answerSearchRequest(handler, 'POST', '1/indexes/*/queries', query);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ results: [{ nbHits: 2, hitsPerPage: 1 }] });
  });

  it('answers a single-index query (the compare search of spec 7.2)', () => {
    const answer = answerSearchRequest(handler, 'POST', '1/indexes/yachts/query', JSON.stringify({ query: 'aurora' }));
    expect(answer).toMatchObject({ status: 200, body: { nbHits: 1 } });
  });

  it("refuses writes, settings and listing with Algolia's 403 body, so a visitor cannot change the index", () => {
    const write = JSON.stringify({ requests: [{ action: 'deleteObject', body: { objectID: 'a' } }] });
    for (const [method, path] of [
      ['POST', '1/indexes/yachts/batch'],
      ['PUT', '1/indexes/yachts/settings'],
      ['GET', '1/indexes'],
      ['DELETE', '1/indexes/yachts'],
      ['GET', '1/indexes/*/queries'],
    ] as const) {
      expect(answerSearchRequest(handler, method, path, write)).toEqual({ status: 403, body: { message: 'Method not allowed with this API key', status: 403 } });
    }
    expect(answerSearchRequest(handler, 'POST', '1/indexes/yachts/query', '{}')).toMatchObject({ status: 200, body: { nbHits: 6 } });
  });

  it('refuses an oversized body with 413 and a broken one with a 4xx message', () => {
    expect(answerSearchRequest(handler, 'POST', '1/indexes/*/queries', 'x'.repeat(MAX_SEARCH_BODY_BYTES + 1)).status).toBe(413);
    const broken = answerSearchRequest(handler, 'POST', '1/indexes/*/queries', '{"requests":');
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  });

  it('answers 404 when search is hosted (the browser talks to Algolia)', () => {
    expect(answerSearchRequest(null, 'POST', '1/indexes/*/queries', query).status).toBe(404);
  });
});
