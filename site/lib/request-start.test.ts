/**
 * The one module that reads the socket (site/lib/request-start.ts): on a plain Node server, what
 * Next receives. If Node stops publishing its request-start channel before the request event, the
 * peer address and the request id would silently go missing: these tests say so.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER, trustedProxies } from '../../services/forms/client-address';
import { currentRequestId, REQUEST_ID_HEADER } from './request-id';
import { watchRequestStarts } from './request-start';

type Seen = { peer: unknown; sentId: unknown; url: unknown; logId: string | undefined; laterLogId: string | undefined };

let server: Server;
let origin = '';

beforeAll(async () => {
  watchRequestStarts(trustedProxies(['10.0.0.0/8']));
  server = createServer((request, response) => {
    const logId = currentRequestId();
    setTimeout(() => {
      const seen: Seen = { peer: request.headers[PEER_ADDRESS_HEADER], sentId: request.headers[REQUEST_ID_HEADER], url: request.url, logId, laterLogId: currentRequestId() };
      response.end(JSON.stringify(seen));
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = async (path: string, headers: Record<string, string> = {}): Promise<{ id: string | null; seen: Seen }> => {
  const response = await fetch(`${origin}${path}`, { headers });
  return { id: response.headers.get(REQUEST_ID_HEADER), seen: (await response.json()) as Seen };
};

describe("the request's socket, read before the framework", () => {
  it('replaces a peer address header the client forged with the socket address', async () => {
    const { seen } = await ask('/forms/enquiry/', { [PEER_ADDRESS_HEADER]: '10.9.9.9', 'x-forwarded-for': '10.9.9.9' });
    expect(
      seen.peer,
      `Node no longer publishes "http.server.request.start" before the request event (site/lib/request-start.ts): the form and preview limits would trust a forged ${PEER_ADDRESS_HEADER}`,
    ).toBe('127.0.0.1');
  });

  it('numbers each request: the same id in its headers, its answer and every log line of its run, even after it waits', async () => {
    const [first, second] = await Promise.all([ask('/_next/static/a.js', { [REQUEST_ID_HEADER]: 'forged' }), ask('/api/health/')]);
    for (const { id, seen } of [first, second]) {
      expect(id, 'X-Request-Id on the answer').toMatch(/^[0-9a-f-]{36}$/);
      expect(seen.sentId).toBe(id);
      expect(seen.logId, 'the request id of log lines written while the request runs').toBe(id);
      expect(seen.laterLogId).toBe(id);
    }
    expect(first.id).not.toBe(second.id);
  });

  it('hands a bare /api/health to the health route, and no other path', async () => {
    expect((await ask('/api/health')).seen.url).toBe('/api/health/');
    expect((await ask('/api/healthy')).seen.url).toBe('/api/healthy');
  });
});
