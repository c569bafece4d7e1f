/**
 * The embedded engine's Algolia protocol for browsers, read-only: multi-query, single query, facet
 * value search and recommendations, exactly the calls InstantSearch and the compare search make.
 * Writes, settings and index listing stay server-side (tools, the webhook). Each request is
 * bounded before it costs anything: searches in flight per client (429), the body while it is
 * read (413), then the engine's own limits (400); every refusal is logged once a minute per client.
 */
import { IN_FLIGHT_RETRY_AFTER_SECONDS, isSearchCall, type EngineHandler, type InFlightLimit } from '../../services/search';
import { readLimited } from '../../services/http/bounded-body';
import type { RefusalLog } from '../../schema/refusal-log';

/** Larger bodies are not a search a page makes (a multi-query of a full filter panel is ~4 KB). */
export const MAX_SEARCH_BODY_BYTES = 64 * 1024;

export type EndpointAnswer = { status: number; body: unknown };
const refuse = (status: number, message: string): EndpointAnswer => ({ status, body: { message, status } });

const HOSTED = refuse(404, 'Search is served by the hosted service');
const READ_ONLY = refuse(403, 'Method not allowed with this API key');

/** The answer to a body already read (in-process callers). */
export const answerSearchRequest = (handler: EngineHandler | null, method: string, path: string, body: string): EndpointAnswer => {
  if (!handler) return HOSTED;
  if (!isSearchCall(method, path)) return READ_ONLY;
  if (Buffer.byteLength(body) > MAX_SEARCH_BODY_BYTES) return refuse(413, 'Request body too large');
  return handler({ method: 'POST', url: `/${path}`, headers: { 'content-type': 'application/json' }, body });
};

export type SearchEndpointDeps = {
  clientAddress: (headers: Headers) => string;
  inFlight: InFlightLimit;
  logRefusal: RefusalLog;
};

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };
const encoder = new TextEncoder();
const isResults = (body: unknown): body is { results: unknown[] } => typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'results' in body && Array.isArray(body.results);

/** The answer's JSON in pieces: a multi-query's results one by one, so no single step serialises them all. */
function* jsonPieces(body: unknown): Generator<string> {
  if (!isResults(body)) return yield JSON.stringify(body);
  yield '{"results":[';
  for (const [i, result] of body.results.entries()) yield `${i === 0 ? '' : ','}${JSON.stringify(result)}`;
  yield ']}';
}

/**
 * The JSON answer as a stream that releases the client's slot once it is sent or abandoned: a
 * search is in flight until its answer has left, so a client that never reads cannot pile up
 * answers. A piece is serialised only when the sender asks for it (highWaterMark 0).
 */
const answerStream = (body: unknown, release: () => void): ReadableStream<Uint8Array> => {
  const pieces = jsonPieces(body);
  const pullOnly = { highWaterMark: 0 };
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces.next();
        if (!piece.done) return controller.enqueue(encoder.encode(piece.value));
        controller.close();
        release();
      },
      cancel: release,
    },
    pullOnly,
  );
};

/** Serves one browser request to `path` ('1/indexes/*\/queries'). */
export const serveSearchRequest = async (handler: EngineHandler | null, request: Request, path: string, deps: SearchEndpointDeps): Promise<Response> => {
  const json = ({ status, body }: EndpointAnswer, headers: Record<string, string> = {}) => Response.json(body, { status, headers: { ...JSON_HEADERS, ...headers } });
  if (!handler) return json(HOSTED);
  if (!isSearchCall(request.method, path)) return json(READ_ONLY);
  const client = deps.clientAddress(request.headers);
  const release = deps.inFlight.enter(client);
  if (!release) {
    deps.logRefusal('rate-limited', client, { path, limit: 'searches-in-flight' });
    return json(refuse(429, 'Too many searches in flight from this address; retry in a moment'), { 'retry-after': String(IN_FLIGHT_RETRY_AFTER_SECONDS) });
  }
  // A visitor who leaves before the answer is sent frees the slot too.
  request.signal.addEventListener('abort', release, { once: true });
  const body = await readLimited(request, MAX_SEARCH_BODY_BYTES).catch(() => undefined);
  if (body === undefined) {
    release();
    return json(refuse(400, 'Could not read the request body'));
  }
  if (body === null) {
    release();
    deps.logRefusal('body-too-large', client, { path, limit: MAX_SEARCH_BODY_BYTES });
    return json(refuse(413, 'Request body too large'));
  }
  const answer = await handler.serve({ method: 'POST', url: `/${path}`, headers: { 'content-type': 'application/json' }, body });
  if (answer.refused) deps.logRefusal('bad-request', client, { path, limit: answer.refused });
  return new Response(answerStream(answer.body, release), { status: answer.status, headers: JSON_HEADERS });
};
