/**
 * A Redis that accepts connections but never answers (hung, or a black-holed network): no call
 * waits longer than SHARED_STORE_TIMEOUT_MS, each answers UNAVAILABLE so the caller uses its own
 * memory, and the outage is logged once, not per call.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedStore, SHARED_STORE_TIMEOUT_MS, UNAVAILABLE } from './shared-store.mjs';

describe('the shared store when Redis does not answer', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let url = '';

  beforeAll(async () => {
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('no port');
    url = `redis://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers every call within the timeout, from memory, and logs the outage once', async () => {
    const log: string[] = [];
    const store = createSharedStore(url, { log: (line) => log.push(line) });
    try {
      for (let i = 0; i < 8; i += 1) {
        const started = performance.now();
        expect(await store.run((client) => client.get('anything'))).toBe(UNAVAILABLE);
        expect(performance.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 100);
      }
      await vi.waitFor(() => expect(log.filter((line) => line.includes('unreachable'))).toHaveLength(1), { timeout: 5_000 });
      expect(await store.run((client) => client.get('anything'))).toBe(UNAVAILABLE);
      expect(log.filter((line) => line.includes('unreachable'))).toHaveLength(1);
      expect(log.join('\n')).not.toContain('reachable again');
    } finally {
      await store.close();
    }
  });
});
