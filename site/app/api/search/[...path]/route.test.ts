/**
 * Against the browser search endpoint's route handler (spec 7.2, 9.2): a costly
 * request is a 400 in Algolia's shape, a client's searches in flight are capped (429 with
 * Retry-After), an oversized chunked body is refused after at most its limit plus one chunk has
 * been read, and each refusal writes one log line per client.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureLog } from '../../../../../schema/log';
import { createEngineHandler, MAX_QUERIES_PER_REQUEST, MAX_SEARCHES_IN_FLIGHT } from '../../../../../services/search';
import { TEST_INDEX, testEngine } from '../../../../../testing/search-records';
import { MAX_SEARCH_BODY_BYTES } from '../../../../lib/search-endpoint';
import { countingBody } from '../../../../../testing/slow-body';

const handler = createEngineHandler(testEngine());
vi.mock('../../../../lib/search', () => ({ getSearch: () => ({ handler }) }));
const { POST } = await import('./route');

const lines: Array<{ msg: string; client?: string }> = [];
let restoreLog = () => {};
beforeAll(() => {
  restoreLog = configureLog({ write: (line) => lines.push(JSON.parse(line)) });
});
afterAll(() => restoreLog());

const QUERIES = ['1', 'indexes', '*', 'queries'];
/** Each test is its own client, on its own network (the log keeps a client's network only). */
const post = (client: string, body: BodyInit, headers: Record<string, string> = {}) =>
  POST(new NextRequest('http://localhost/api/search/1/indexes/*/queries', { method: 'POST', body, duplex: 'half', headers: { 'x-site-peer-address': client, ...headers } }), {
    params: Promise.resolve({ path: QUERIES }),
  });
const queries = (count: number, entry: Record<string, unknown> = { hitsPerPage: 0 }) => JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: TEST_INDEX, ...entry })) });
const refusals = (client: string) => lines.filter((line) => line.msg.startsWith('refused: ') && line.client?.startsWith(client.split('.').slice(0, 3).join('.'))).map((line) => line.msg);

describe('the browser search endpoint answers as Algolia does', () => {
  it("51 queries: 400 with Algolia's body, logged; 50 are answered", async () => {
    const refused = await post('10.0.10.1', queries(MAX_QUERIES_PER_REQUEST + 1));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Too many queries in multi query request', status: 400 });
    expect(refusals('10.0.10.1')).toEqual(['refused: bad-request']);
    const answered = await post('10.0.10.1', queries(MAX_QUERIES_PER_REQUEST));
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as { results: unknown[] }).results).toHaveLength(MAX_QUERIES_PER_REQUEST);
  });

  it("hitsPerPage 1001 is a 400; 0 (InstantSearch's facet-only query) is answered", async () => {
    const refused = await post('10.0.11.1', queries(1, { hitsPerPage: 1001 }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: 400, message: expect.stringContaining('hitsPerPage') });
    const facets = await post('10.0.11.1', queries(1, { hitsPerPage: 0, facets: ['content.builderName'] }));
    expect(facets.status).toBe(200);
    expect(await facets.json()).toMatchObject({ results: [{ hits: [], nbHits: 6, facets: { 'content.builderName': { Feadship: 2 } } }] });
  });

  it("a filter nested 5,000 parentheses deep: 400 in Algolia's shape, not a 500", async () => {
    const refused = await post('10.0.12.1', queries(1, { filters: `${'('.repeat(5000)}content.type:charter${')'.repeat(5000)}` }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^filters: nested more than/) });
  });
});

describe('searches in flight per client', () => {
  it(`${MAX_SEARCHES_IN_FLIGHT} searches in flight: the next from the same client is a 429 with Retry-After; another client is answered; a slot frees once its answer is sent`, async () => {
    const held = Array.from({ length: MAX_SEARCHES_IN_FLIGHT }, () => {
      let finish = () => {};
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"requests":[]'));
          finish = () => {
            controller.enqueue(new TextEncoder().encode('}'));
            controller.close();
          };
        },
      });
      return { answer: post('10.0.20.1', body), finish: () => finish() };
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const refused = await post('10.0.20.1', queries(1));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(await refused.json()).toMatchObject({ status: 429 });
    expect(refusals('10.0.20.1')).toEqual(['refused: rate-limited']);
    expect((await post('10.0.21.1', queries(1))).status).toBe(200);

    const first = held[0];
    first?.finish();
    const answered = await first?.answer;
    expect(answered?.status).toBe(200);
    // Answered but not yet sent: still in flight.
    expect((await post('10.0.20.1', queries(1))).status).toBe(429);
    await answered?.text();
    expect((await post('10.0.20.1', queries(1))).status).toBe(200);
    for (const { finish, answer } of held.slice(1)) {
      finish();
      await (await answer).text();
    }
  });
});

describe('request bodies are read no further than their limit', () => {
  it('a chunked body without Content-Length: 413 after at most the limit plus one chunk is read, and the stream cancelled', async () => {
    const { stream, counted } = countingBody(16 * 1024, 10 * 1024 * 1024);
    const answer = await post('10.0.30.1', stream);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request body too large', status: 413 });
    expect(counted.pulled).toBeGreaterThan(MAX_SEARCH_BODY_BYTES);
    expect(counted.pulled).toBeLessThan(MAX_SEARCH_BODY_BYTES + 64 * 1024);
    expect(counted.cancelled).toBe(true);
    expect(refusals('10.0.30.1')).toEqual(['refused: body-too-large']);
  });

  it('a declared Content-Length over the limit: 413 before any of the body is read', async () => {
    const { stream, counted } = countingBody();
    const answer = await post('10.0.31.1', stream, { 'content-length': String(300 * 1024 * 1024) });
    expect(answer.status).toBe(413);
    expect(counted.pulled).toBeLessThanOrEqual(64 * 1024);
  });
});
