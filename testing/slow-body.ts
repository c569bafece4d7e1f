/**
 * A sender of an endless chunked body (no Content-Length) over a raw socket, a chunk every few
 * milliseconds, that notes how much it had sent when the server's answer began: the measure of
 * "refused while it arrives" rather than "refused once read".
 */
import net from 'node:net';

export type SlowBodyResult = { statusLine: string; sentBeforeAnswer: number };

export const sendSlowChunkedBody = (
  origin: string,
  path: string,
  { chunkBytes = 4096, everyMs = 2, maxBytes = 8 * 1024 * 1024, headers = {} }: { chunkBytes?: number; everyMs?: number; maxBytes?: number; headers?: Record<string, string> } = {},
): Promise<SlowBodyResult> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = net.connect(Number(port), hostname);
    let sent = 0;
    const chunk = Buffer.alloc(chunkBytes, '[');
    const timer = setInterval(() => {
      if (sent >= maxBytes) return clearInterval(timer);
      socket.write(`${chunkBytes.toString(16)}\r\n`);
      socket.write(chunk);
      socket.write('\r\n');
      sent += chunkBytes;
    }, everyMs);
    const finish = (result: SlowBodyResult | Error) => {
      clearInterval(timer);
      socket.destroy();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    socket.once('data', (data) => finish({ statusLine: data.toString('latin1').split('\r\n')[0] ?? '', sentBeforeAnswer: sent }));
    socket.once('error', (error) => finish(error));
    socket.once('close', () => finish(new Error(`connection closed without an answer after ${sent} bytes`)));
    const head = Object.entries({ host: hostname, 'content-type': 'application/json', ...headers, 'transfer-encoding': 'chunked' });
    socket.write(`POST ${path} HTTP/1.1\r\n${head.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`);
  });

/**
 * A request body that counts what a reader pulls from it, and whether the reader cancelled it:
 * endless unless `total` bytes are given, so a reader that does not stop never returns.
 */
export const countingBody = (chunkBytes = 16 * 1024, total = Infinity) => {
  const counted = { pulled: 0, cancelled: false };
  const chunk = new Uint8Array(chunkBytes).fill(0x7b);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counted.pulled >= total) return controller.close();
      counted.pulled += chunkBytes;
      controller.enqueue(chunk);
    },
    cancel() {
      counted.cancelled = true;
    },
  });
  return { stream, counted };
};
