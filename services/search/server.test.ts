/**
 * Over real sockets: `npm run search:serve` answers a costly request as the site's
 * browser endpoint does (400 in Algolia's shape), caps the searches one client has in flight (429
 * with Retry-After), and refuses a chunked body past its limit while the sender is still sending.
 */
import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefusalLog } from '../../schema/refusal-log';
import { TEST_INDEX, testEngine } from '../../testing/search-records';
import { sendSlowChunkedBody } from '../../testing/slow-body';
import { createEngineHandler, MAX_QUERIES_PER_REQUEST } from './handler';
import { createInFlightLimit, MAX_SEARCHES_IN_FLIGHT, type InFlightLimit } from './in-flight';
import { createSearchServer, type SearchServerOptions } from './server';

const servers: Server[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const start = async (options: SearchServerOptions = {}) => {
  const server = createSearchServer(createEngineHandler(testEngine()), options);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, origin: `http://127.0.0.1:${port}` };
};

const queries = (count: number) => JSON.stringify({ requests: Array.from({ length: count }, () => ({ indexName: TEST_INDEX, hitsPerPage: 0 })) });
const search = (origin: string, body = queries(1)) => fetch(`${origin}/1/indexes/*/queries`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

/** A search whose body never finishes arriving: it stays in flight until the socket closes. */
const holdSearch = (port: number) => {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  socket.write(`POST /1/indexes/*/queries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"requests":`);
  return socket;
};

/** An in-flight limit that says how many slots are taken, so a test knows its held searches arrived. */
const countedLimit = (): InFlightLimit & { taken: () => number } => {
  const limit = createInFlightLimit();
  let taken = 0;
  return {
    enter(client) {
      const release = limit.enter(client);
      if (!release) return null;
      taken += 1;
      return () => {
        taken -= 1;
        release();
      };
    },
    taken: () => taken,
  };
};

describe('search:serve answers as Algolia does', () => {
  it("51 queries in one request: 400 with Algolia's body; 50 are answered", async () => {
    const { origin } = await start();
    const refused = await search(origin, queries(MAX_QUERIES_PER_REQUEST + 1));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: 'Too many queries in multi query request', status: 400 });
    expect((await search(origin, queries(MAX_QUERIES_PER_REQUEST))).status).toBe(200);
  });

  it("a filter nested thousands deep: 400 in Algolia's shape, not a 500", async () => {
    const { origin } = await start();
    const filters = `${'('.repeat(5000)}content.type:charter${')'.repeat(5000)}`;
    const answer = await search(origin, JSON.stringify({ requests: [{ indexName: TEST_INDEX, filters }] }));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 400, message: expect.stringMatching(/^filters: /) });
  });
});

describe('searches in flight per client', () => {
  it(`a client with ${MAX_SEARCHES_IN_FLIGHT} searches in flight gets 429 with Retry-After for the next, logged once; other calls and later searches are answered`, async () => {
    const lines: string[] = [];
    const inFlight = countedLimit();
    const { port, origin } = await start({ inFlight, logRefusal: createRefusalLog((message) => lines.push(message)) });
    const held = Array.from({ length: MAX_SEARCHES_IN_FLIGHT }, () => holdSearch(port));
    await vi.waitFor(() => expect(inFlight.taken()).toBe(MAX_SEARCHES_IN_FLIGHT));

    for (let i = 0; i < 3; i += 1) {
      const refused = await search(origin);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ status: 429 });
    }
    expect(lines).toEqual(['refused: rate-limited']);
    // The index list is not a search: not counted.
    expect((await fetch(`${origin}/1/indexes`)).status).toBe(200);

    for (const socket of held) socket.destroy();
    await vi.waitFor(() => expect(inFlight.taken()).toBe(0));
    expect((await search(origin)).status).toBe(200);
  });
});

describe('request bodies are refused while they arrive', () => {
  it('a chunked body without Content-Length, sent slowly: 413 before the limit plus 64 KB has been sent', async () => {
    const limit = 64 * 1024;
    const lines: string[] = [];
    const { origin } = await start({ maxBodyBytes: limit, logRefusal: createRefusalLog((message) => lines.push(message)) });
    const { statusLine, sentBeforeAnswer } = await sendSlowChunkedBody(origin, '/1/indexes/*/queries');
    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(sentBeforeAnswer).toBeGreaterThan(limit);
    expect(sentBeforeAnswer).toBeLessThan(limit + 64 * 1024);
    expect(lines).toEqual(['refused: body-too-large']);
  });

  it('a declared Content-Length over the limit is refused before its body is sent', async () => {
    const { origin } = await start({ maxBodyBytes: 1024 });
    const answer = await fetch(`${origin}/1/indexes/*/queries`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ message: 'Request body too large', status: 413 });
  });
});
