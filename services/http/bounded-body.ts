/**
 * A request body read with a limit enforced while reading: a declared Content-Length above the
 * limit is refused before a byte is read, and a chunked body (no length) stops being read, and its
 * stream is cancelled, at the first chunk past the limit. A body is therefore never held in memory
 * beyond its limit plus one chunk, and the 413 can go out while the sender is still sending.
 * Shared by every route that reads a body (site route handlers, the form host, search:serve).
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** A source of chunks and a way to stop it early. */
type Chunks = { next(): Promise<Uint8Array | null>; stop(): Promise<void> };

const declaredTooLarge = (length: string | null | undefined, limit: number): boolean => {
  if (length === null || length === undefined || length.trim() === '') return false;
  const declared = Number(length);
  return !Number.isFinite(declared) || declared > limit;
};

const collect = async (chunks: Chunks, limit: number): Promise<Uint8Array | null> => {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = await chunks.next();
    if (chunk === null) break;
    size += chunk.byteLength;
    if (size > limit) {
      await chunks.stop();
      return null;
    }
    parts.push(chunk);
  }
  return Buffer.concat(parts);
};

/** A fetch-style request's body (`Request`, `NextRequest`), at most `limit` bytes; null when larger. */
export const readLimited = async (request: { body: ReadableStream<Uint8Array> | null; headers: Headers }, limit: number): Promise<Uint8Array | null> => {
  const body = request.body;
  if (!body) return new Uint8Array();
  if (declaredTooLarge(request.headers.get('content-length'), limit)) {
    await body.cancel().catch(() => undefined);
    return null;
  }
  const reader = body.getReader();
  return collect(
    {
      next: async () => {
        const { done, value } = await reader.read();
        return done ? null : value;
      },
      stop: () => reader.cancel().catch(() => undefined),
    },
    limit,
  );
};

/**
 * A Node request's body (node:http servers), at most `limit` bytes; null when larger. On overflow
 * the request stops flowing but its socket stays open, so the caller can still send the 413 (and
 * close the connection after it).
 */
export const readLimitedNode = async (request: Readable & { headers: IncomingHttpHeaders }, limit: number): Promise<Uint8Array | null> => {
  if (declaredTooLarge(request.headers['content-length'], limit)) return null;
  const queue: Uint8Array[] = [];
  let ended = false;
  let failed: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const onData = (chunk: Buffer) => {
    queue.push(chunk);
    // One chunk at a time: the socket is read no faster than the limit is checked.
    request.pause();
    notify();
  };
  const onEnd = () => {
    ended = true;
    notify();
  };
  const onError = (error: unknown) => {
    failed = error;
    notify();
  };
  request.on('data', onData).on('end', onEnd).on('error', onError);
  const detach = () => request.off('data', onData).off('end', onEnd).off('error', onError);
  try {
    return await collect(
      {
        next: async () => {
          for (;;) {
            const chunk = queue.shift();
            if (chunk) return chunk;
            if (failed !== null) throw failed;
            if (ended) return null;
            await new Promise<void>((resolve) => {
              wake = resolve;
              request.resume();
            });
          }
        },
        stop: async () => {
          detach();
          request.pause();
        },
      },
      limit,
    );
  } finally {
    detach();
  }
};
