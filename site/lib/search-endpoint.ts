/**
 * The embedded engine's Algolia protocol for browsers, read-only: multi-query, single query, facet
 * value search and recommendations, exactly the calls InstantSearch and the compare search make.
 * Writes, settings and index listing stay server-side (tools, the webhook).
 */
import type { EngineHandler } from '../../services/search';

/** Larger bodies are not a search a page makes (a multi-query of a full filter panel is ~4 KB). */
export const MAX_SEARCH_BODY_BYTES = 64 * 1024;
const READ_CALLS = [/^1\/indexes\/\*\/queries$/, /^1\/indexes\/[^/]+\/query$/, /^1\/indexes\/[^/]+\/facets\/[^/]+\/query$/, /^1\/indexes\/\*\/recommendations$/];

export type EndpointAnswer = { status: number; body: unknown };
const refuse = (status: number, message: string): EndpointAnswer => ({ status, body: { message, status } });

export const answerSearchRequest = (handler: EngineHandler | null, method: string, path: string, body: string): EndpointAnswer => {
  if (!handler) return refuse(404, 'Search is served by the hosted service');
  if (method !== 'POST' || !READ_CALLS.some((call) => call.test(path))) return refuse(403, 'Method not allowed with this API key');
  if (Buffer.byteLength(body) > MAX_SEARCH_BODY_BYTES) return refuse(413, 'Request body too large');
  return handler({ method: 'POST', url: `/${path}`, headers: { 'content-type': 'application/json' }, body });
};
