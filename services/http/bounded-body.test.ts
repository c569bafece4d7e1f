/** The one body reader every route uses stops at its limit, chunked or not. */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readLimited, readLimitedNode } from './bounded-body';

const chunks = (sizes: number[]) => {
  const state = { pulled: 0, cancelled: false };
  const queue = [...sizes];
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const size = queue.shift();
      if (size === undefined) return controller.close();
      state.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
};

/** A node:http request stand-in: a stream with headers. */
const nodeRequest = (headers: Record<string, string> = {}) => Object.assign(new PassThrough(), { headers });

describe('readLimited (fetch-style requests)', () => {
  it('returns a body of exactly the limit whole', async () => {
    const { body } = chunks([600, 400]);
    expect((await readLimited({ body, headers: new Headers() }, 1000))?.byteLength).toBe(1000);
  });

  it('stops at the first chunk past the limit and cancels the stream', async () => {
    const { body, state } = chunks([600, 401, 1000, 1000]);
    expect(await readLimited({ body, headers: new Headers() }, 1000)).toBeNull();
    // 1,001 read; the stream itself queues at most one chunk ahead.
    expect(state.pulled).toBeLessThanOrEqual(2001);
    expect(state.cancelled).toBe(true);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { body, state } = chunks([10]);
    expect(await readLimited({ body, headers: new Headers({ 'content-length': '1001' }) }, 1000)).toBeNull();
    expect(state.pulled).toBe(0);
  });

  it('an absent body is empty', async () => {
    expect((await readLimited({ body: null, headers: new Headers() }, 10))?.byteLength).toBe(0);
  });
});

describe('readLimitedNode (node:http requests)', () => {
  it('returns the whole body within the limit', async () => {
    const request = nodeRequest();
    const read = readLimitedNode(request, 10);
    request.write('hello');
    request.end(' you');
    expect(Buffer.from((await read) ?? []).toString()).toBe('hello you');
  });

  it('stops at its limit without destroying the request (the 413 still has a socket to go out on)', async () => {
    const request = nodeRequest();
    const read = readLimitedNode(request, 10);
    request.write('0123456789');
    request.write('!');
    expect(await read).toBeNull();
    expect(request.destroyed).toBe(false);
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    expect(await readLimitedNode(nodeRequest({ 'content-length': '11' }), 10)).toBeNull();
  });
});
