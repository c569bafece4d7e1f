/**
 * Spec 7.2, 9.2: the engine answers a costly request as Algolia does, with a 400 in
 * Algolia's error shape, instead of spending the process on it; requests within the limits (the
 * ones InstantSearch and the site send) are answered as before.
 */
import { describe, expect, it } from 'vitest';
import { TEST_INDEX, testEngine } from '../../testing/search-records';
import { createEngineHandler, MAX_HITS_PER_REQUEST, MAX_QUERIES_PER_REQUEST } from './handler';
import { MAX_FILTER_NESTING } from './filters';
import { MAX_QUERY_BYTES } from './params';

const handler = createEngineHandler(testEngine());
const post = (path: string, body: unknown) => handler({ method: 'POST', url: path, headers: {}, body: JSON.stringify(body) });
const multi = (requests: unknown[]) => post('/1/indexes/*/queries', { requests });
const entries = (count: number, entry: Record<string, unknown> = {}) => Array.from({ length: count }, () => ({ indexName: TEST_INDEX, ...entry }));
const nested = (depth: number) => `${'('.repeat(depth)}content.builderName:Feadship${')'.repeat(depth)}`;

describe('queries per request', () => {
  it("51 queries in one multi-query: 400 with Algolia's body; 50 are answered", () => {
    expect(multi(entries(MAX_QUERIES_PER_REQUEST + 1, { hitsPerPage: 0 }))).toMatchObject({ status: 400, body: { message: 'Too many queries in multi query request', status: 400 } });
    const fifty = multi(entries(MAX_QUERIES_PER_REQUEST, { hitsPerPage: 0 }));
    expect(fifty.status).toBe(200);
    expect(fifty.body).toMatchObject({ results: expect.arrayContaining([expect.objectContaining({ nbHits: 6 })]) });
  });

  it('the attack measured: 977 queries of 1,000 hits with every facet is refused before any runs', () => {
    const started = performance.now();
    const answer = multi(entries(977, { hitsPerPage: 1000, facets: ['*'] }));
    expect(answer).toMatchObject({ status: 400, body: { message: 'Too many queries in multi query request' }, refused: 'queries-per-request' });
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('51 recommendation requests: the same 400', () => {
    const requests = Array.from({ length: MAX_QUERIES_PER_REQUEST + 1 }, () => ({ indexName: TEST_INDEX, model: 'related-products', objectID: 'a', maxRecommendations: 1 }));
    expect(post('/1/indexes/*/recommendations', { requests })).toMatchObject({ status: 400, body: { message: 'Too many queries in multi query request', status: 400 } });
    expect(post('/1/indexes/*/recommendations', { requests: requests.slice(1) }).status).toBe(200);
  });
});

describe('hits per page and per request', () => {
  it('hitsPerPage 1001 is a 400 naming it; 0 (a facet-only query from InstantSearch) and 1000 are answered', () => {
    for (const entry of [{ hitsPerPage: 1001 }, { params: 'hitsPerPage=1001' }, { length: 1001, offset: 0 }]) {
      const answer = multi(entries(1, entry));
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 400, message: expect.stringMatching(/hitsPerPage|length/) });
    }
    expect(multi(entries(1, { hitsPerPage: 0, facets: ['content.builderName'] }))).toMatchObject({
      status: 200,
      body: { results: [{ hits: [], nbHits: 6, facets: { 'content.builderName': { Feadship: 2 } } }] },
    });
    expect(multi(entries(1, { hitsPerPage: 1000 })).status).toBe(200);
  });

  it('more than 1,000 hits over the queries of one request is a 400; 50 queries of 20 are answered', () => {
    expect(multi(entries(2, { hitsPerPage: 1000 }))).toMatchObject({
      status: 400,
      body: { status: 400, message: expect.stringContaining(`at most ${MAX_HITS_PER_REQUEST}`) },
      refused: 'hits-per-request',
    });
    // Entries without hitsPerPage count the index's default (20 here).
    expect(multi(entries(MAX_QUERIES_PER_REQUEST))).toMatchObject({ status: 200 });
    expect(multi([...entries(MAX_QUERIES_PER_REQUEST - 1), { indexName: TEST_INDEX, hitsPerPage: 21 }]).status).toBe(400);
  });
});

describe('filters nested deep', () => {
  it("a filter nested 5,000 parentheses deep is a 400 in Algolia's shape, not a 500", () => {
    expect(multi(entries(1, { filters: nested(5000) }))).toMatchObject({ status: 400, body: { status: 400, message: expect.stringMatching(/^filters: nested more than/) }, refused: 'filter-nesting' });
    expect(multi(entries(1, { filters: `${'NOT '.repeat(5000)}content.type:charter` })).status).toBe(400);
    expect(post(`/1/indexes/${TEST_INDEX}/query`, { numericFilters: [`${'('.repeat(5000)}content.loaMeter > 3`] }).status).toBe(400);
  });

  it(`${MAX_FILTER_NESTING} levels are answered, one more is refused`, () => {
    expect(multi(entries(1, { filters: nested(MAX_FILTER_NESTING) }))).toMatchObject({ status: 200, body: { results: [{ nbHits: 2 }] } });
    expect(multi(entries(1, { filters: nested(MAX_FILTER_NESTING + 1) })).status).toBe(400);
  });
});

describe('query length', () => {
  it(`a query longer than Algolia's ${MAX_QUERY_BYTES} bytes is a 400; ${MAX_QUERY_BYTES} bytes are answered`, () => {
    const words = (bytes: number) => 'feadship '.repeat(Math.ceil(bytes / 9)).slice(0, bytes);
    expect(multi(entries(1, { query: words(MAX_QUERY_BYTES) })).status).toBe(200);
    expect(multi(entries(1, { query: words(MAX_QUERY_BYTES + 1) }))).toMatchObject({ status: 400, body: { status: 400 }, refused: 'query-length' });
  });
});

describe('a multi-query shares the process', () => {
  it('serve runs other work between the queries of one request, and answers as the handler does', async () => {
    const requests = entries(MAX_QUERIES_PER_REQUEST, { hitsPerPage: 20, facets: ['*'] });
    const request = { method: 'POST', url: '/1/indexes/*/queries', headers: {}, body: JSON.stringify({ requests }) };
    let turns = 0;
    let done = false;
    const otherRequest = () => {
      turns += 1;
      if (!done) setImmediate(otherRequest);
    };
    setImmediate(otherRequest);
    const served = await handler.serve(request);
    done = true;
    const timeless = (answer: unknown) => JSON.stringify(answer, (key, value: unknown) => (key === 'processingTimeMS' ? 0 : value));
    expect(timeless(served)).toBe(timeless(handler(request)));
    // Other work ran once per loop turn: a turn between each two queries, not once after all 50.
    expect(turns).toBeGreaterThanOrEqual(MAX_QUERIES_PER_REQUEST - 1);
  });
});
