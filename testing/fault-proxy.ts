/**
 * A fault-injecting HTTP proxy in front of an API (the local Delivery API in tests): it forwards
 * while `pass`, and can be switched to answer 500, 429 with Retry-After, hold connections open
 * without answering (`hang`), or refuse them (`refuse`: the port is closed). Counts what it received.
 */
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export type Fault = 'pass' | 'status500' | 'status429' | 'hang' | 'refuse';

export type FaultProxy = {
  url: string;
  port: number;
  set: (fault: Fault, options?: { retryAfterSeconds?: number }) => Promise<void>;
  /** Requests received since the last `set` (or start). */
  received: () => number;
  close: () => Promise<void>;
};

const listen = (server: Server, port: number): Promise<void> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

export const startFaultProxy = async (target: string, port = 0): Promise<FaultProxy> => {
  let fault: Fault = 'pass';
  let retryAfter = 1;
  let count = 0;
  const sockets = new Set<Socket>();
  const held = new Set<ServerResponse>();
  const upstream = new URL(target);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    count += 1;
    if (fault === 'status500') return res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    if (fault === 'status429') return res.writeHead(429, { 'retry-after': String(retryAfter), 'content-type': 'text/plain' }).end('Too Many Requests');
    if (fault === 'hang') {
      held.add(res);
      res.once('close', () => held.delete(res));
      return;
    }
    const out = forward({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.once('error', () => res.writeHead(502).end());
    req.pipe(out);
  };

  const server = createServer(handle);
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await listen(server, port);
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;

  const closeServer = (): Promise<void> =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });

  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    received: () => count,
    async set(next, options) {
      count = 0;
      retryAfter = options?.retryAfterSeconds ?? 1;
      if (fault === 'hang' && next !== 'hang') for (const res of held) res.destroy();
      if (next === 'refuse' && fault !== 'refuse') await closeServer();
      if (fault === 'refuse' && next !== 'refuse') await listen(server, bound);
      fault = next;
    },
    async close() {
      if (fault !== 'refuse') await closeServer();
    },
  };
};
