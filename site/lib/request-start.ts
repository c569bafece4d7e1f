/**
 * What the site needs from a request's socket, written before Next sees the request. Next exposes
 * no client socket address to the proxy or to route handlers (NextRequest has no `ip` since Next
 * 15), and it keeps a client's own X-Forwarded-For, filling it from the socket only when it is
 * missing; its trailing-slash redirect also runs before the proxy. So this module listens on Node's
 * public `http.server.request.start` diagnostics channel (no patch of Node or Next) and, for every
 * request the server accepts:
 * - writes the socket's peer address into PEER_ADDRESS_HEADER, replacing any value the client sent,
 *   for the form and preview limits (services/forms/client-address.ts) and https behind a trusted proxy;
 * - numbers the request (site/lib/request-id.ts): request header, X-Request-Id on the response, and
 *   the id for every log line of its run, /_next/, /api/, /media/ and /forms/ included;
 * - hands a bare `/api/health` to the health route (site/lib/liveness-path.ts).
 * request-start.test.ts fails when Node stops publishing the channel before the request event;
 * tools/deploy/standalone.deploy.test.ts when the built server stops honouring what it writes.
 */
import { subscribe, type ChannelListener } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BlockList } from 'node:net';
import { PEER_ADDRESS_HEADER } from '../../services/forms/client-address';
import { livenessUrl } from './liveness-path';
import { chooseRequestId, REQUEST_ID_HEADER, requestContext } from './request-id';

export const REQUEST_START_CHANNEL = 'http.server.request.start';

type RequestStart = { request: IncomingMessage; response: ServerResponse };

const isRequestStart = (message: unknown): message is RequestStart => typeof message === 'object' && message !== null && 'request' in message && 'response' in message;

let listening = false;

/** Call once when the server starts (site/instrumentation.ts). */
export const watchRequestStarts = (trusted: BlockList): void => {
  if (listening) return;
  listening = true;
  const onStart: ChannelListener = (message) => {
    if (!isRequestStart(message)) return;
    const { request, response } = message;
    const peer = request.socket.remoteAddress;
    request.headers[PEER_ADDRESS_HEADER] = peer ?? '';
    if (request.url) request.url = livenessUrl(request.url);
    const requestId = chooseRequestId(peer, request.headers[REQUEST_ID_HEADER], trusted);
    request.headers[REQUEST_ID_HEADER] = requestId;
    response.setHeader(REQUEST_ID_HEADER, requestId);
    // The channel is published synchronously just before the request event: entering the context
    // here holds it for everything the server does for this request.
    requestContext.enterWith({ requestId });
  };
  subscribe(REQUEST_START_CHANNEL, onStart);
};
