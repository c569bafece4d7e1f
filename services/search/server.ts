/**
 * The embedded engine over HTTP (`npm run search:serve -- --port 4020`): the algoliasearch client
 * reaches it through its `hosts` option. CORS is open so a browser's InstantSearch may call it.
 * It answers as the site's browser endpoint does: searches in flight per client (the socket's
 * address) are capped (429 with Retry-After), a body stops being read at its limit (413), the
 * engine's limits are 400s, all in Algolia's error shape and each refusal logged.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readLimitedNode } from '../http/bounded-body';
import { logRefusal as sharedRefusalLog, type RefusalLog } from '../../schema/refusal-log';
import { isSearchCall, type EngineHandler } from './handler';
import { createInFlightLimit, IN_FLIGHT_RETRY_AFTER_SECONDS, type InFlightLimit } from './in-flight';

/** Algolia's search request body limit; writes (batches of records) come through here too. */
const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** How long the rest of a refused body is read (and dropped) before its connection closes. */
const LINGER_MS = 1000;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers': 'content-type, content-encoding, x-algolia-api-key, x-algolia-application-id, x-algolia-agent',
  'access-control-max-age': '86400',
};

export type SearchServerOptions = { inFlight?: InFlightLimit; logRefusal?: RefusalLog; maxBodyBytes?: number };

const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...CORS, ...headers });
  response.end(JSON.stringify(body));
};
const refuse = (response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}) => send(response, status, { message, status }, headers);

const headersOf = (request: IncomingMessage) => Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));

export const createSearchServer = (handler: EngineHandler, options: SearchServerOptions = {}): Server => {
  const inFlight = options.inFlight ?? createInFlightLimit();
  const logRefusal = options.logRefusal ?? sharedRefusalLog;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  return createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS);
      response.end();
      return;
    }
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const client = request.socket.remoteAddress ?? 'unknown';
    if (isSearchCall(method, path)) {
      const release = inFlight.enter(client);
      if (!release) {
        logRefusal('rate-limited', client, { path, limit: 'searches-in-flight' });
        return refuse(response, 429, 'Too many searches in flight from this address; retry in a moment', { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_SECONDS) });
      }
      // In flight until the answer has left, or the client has gone.
      response.once('close', release);
    }
    const body = await readLimitedNode(request, maxBodyBytes).catch(() => undefined);
    if (body === undefined) return refuse(response, 400, 'Could not read the request body');
    if (body === null) {
      logRefusal('body-too-large', client, { path, limit: maxBodyBytes });
      // Closed at once, the connection would reset under a sender still sending, and lose the answer
      // on its way: the rest is read and dropped (never kept) for a moment, then the connection closes.
      response.once('finish', () => {
        request.resume();
        setTimeout(() => request.socket.destroy(), LINGER_MS).unref();
      });
      return refuse(response, 413, 'Request body too large');
    }
    const answer = await handler.serve({ method, url, headers: headersOf(request), body: body.byteLength > 0 ? body : undefined });
    if (answer.refused) logRefusal('bad-request', client, { path, limit: answer.refused });
    send(response, answer.status, answer.body);
  });
};
