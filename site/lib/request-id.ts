/**
 * Every request gets an id (docs/operations.md, "Request ids"): the one a trusted proxy sent in
 * X-Request-Id (so a load balancer's id follows the request through), else a new one. The server writes it into the
 * request's headers, answers it in X-Request-Id and keeps it for the request's whole run, so every
 * log line of the request names it (site/lib/request-start.ts, schema/log.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { isIP, type BlockList } from 'node:net';

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id from outside is kept only when it is short and plain (it ends up in every log line). */
const PLAIN_ID = /^[\w.:-]{1,128}$/;

export type RequestContext = { requestId: string };

export const requestContext = new AsyncLocalStorage<RequestContext>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/** The id of a request from socket peer `peer`: the sender's own when that peer is a trusted proxy. */
export const chooseRequestId = (peer: string | undefined, sent: string | string[] | undefined, trusted: BlockList): string => {
  const value = Array.isArray(sent) ? sent[0] : sent;
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
  const address = (peer ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const family = isIP(address);
  const fromTrustedHop = family !== 0 && trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  return fromTrustedHop && value !== undefined && PLAIN_ID.test(value) ? value : randomUUID();
};
