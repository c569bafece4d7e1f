/**
 * Every request gets an id: the one a trusted proxy sent in X-Request-Id (so a load
 * balancer's id follows the request through), else a new one. It is written into the request's
 * headers (the proxy, route handlers and pages read it there), answered in the response's
 * X-Request-Id, and kept in an AsyncLocalStorage for the request's whole run, so every log line
 * of the request names it (schema/log.ts). Installed at the server's socket, below Next, so
 * /_next/, /api/ and /media/ paths, which the proxy skips, are numbered too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { isIP, type BlockList } from 'node:net';
import { livenessUrl } from './liveness-path';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id from outside is kept only when it is short and plain (it ends up in every log line). */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

export type RequestContext = { requestId: string };

const STORE = Symbol.for('halcyon.request-context');
type Holder = { [STORE]?: AsyncLocalStorage<RequestContext> };

/** One store per process, whichever bundle asks for it. */
export const requestContext = (): AsyncLocalStorage<RequestContext> => ((globalThis as Holder)[STORE] ??= new AsyncLocalStorage<RequestContext>());

export const currentRequestId = (): string | undefined => requestContext().getStore()?.requestId;

/** The id of a request from socket peer `peer`: the sender's own when that peer is a trusted proxy. */
export const chooseRequestId = (peer: string | undefined, sent: string | string[] | undefined, trusted: BlockList): string => {
  const value = Array.isArray(sent) ? sent[0] : sent;
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
  const address = (peer ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(address);
  const fromTrustedHop = family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  return fromTrustedHop && value !== undefined && PLAIN_ID.test(value) ? value : randomUUID();
};

let installed = false;

export const numberRequests = (trusted: () => BlockList): void => {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithRequestId(this: Server, event: string | symbol, ...args: unknown[]): boolean {
    const [request, response] = args;
    if (event !== 'request' || !(request instanceof IncomingMessage)) return Reflect.apply(emit, this, [event, ...args]);
    const requestId = chooseRequestId(request.socket.remoteAddress, request.headers[REQUEST_ID_HEADER], trusted());
    request.headers[REQUEST_ID_HEADER] = requestId;
    if (request.url) request.url = livenessUrl(request.url);
    if (response instanceof ServerResponse) response.setHeader(REQUEST_ID_HEADER, requestId);
    return requestContext().run({ requestId }, () => Reflect.apply(emit, this, [event, ...args]));
  };
};
