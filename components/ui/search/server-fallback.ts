/**
 * The search page's client while it renders on the server: a search or recommendation that fails
 * (hosted search unreachable, say) answers empty results marked `SEARCH_UNAVAILABLE` in their
 * userData instead of failing. InstantSearch's Next.js server render waits for results and never
 * for an error (algolia/instantsearch#6525): a failure there left the page loading forever. The
 * marked results travel to the browser with the page, so the page and its hydration both show
 * spec 8.4's message with a retry, which searches again from the browser.
 */
import type { LiteClient } from 'algoliasearch/lite';
import { z } from 'zod/mini';

/** What the empty results of a failed server search carry in userData. */
export const SEARCH_UNAVAILABLE = { searchUnavailable: true } as const;

export const isUnavailableResult = (userData: unknown): boolean =>
  Array.isArray(userData) && userData.some((entry: unknown) => typeof entry === 'object' && entry !== null && 'searchUnavailable' in entry);

/** What an empty answer repeats of its request (flat, or v4's `params` object; a params string is left alone). */
const shown = z.object({ indexName: z.optional(z.string()), query: z.optional(z.string()), hitsPerPage: z.optional(z.number()) });
const requestSchema = z.extend(shown, { params: z.optional(z.union([shown, z.string()])) });

/** A search's or recommendation's requests, whichever signature (an array, or `{ requests }`) it was called with. */
const requestsOf = (params: readonly unknown[] | { requests: readonly unknown[] }): readonly unknown[] => ('requests' in params ? params.requests : params);

const emptyResult = (raw: unknown) => {
  const request = requestSchema.safeParse(raw);
  const flat = request.success ? request.data : {};
  const nested = request.success && typeof request.data.params === 'object' ? request.data.params : {};
  return {
    index: flat.indexName,
    hits: [],
    nbHits: 0,
    page: 0,
    nbPages: 0,
    hitsPerPage: nested.hitsPerPage ?? flat.hitsPerPage ?? 0,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
    query: nested.query ?? flat.query ?? '',
    params: '',
    userData: [SEARCH_UNAVAILABLE],
  };
};

/**
 * One JSON log line, as schema/log writes them: this module also ships to browsers (the search
 * islands import its client), where the site's logger would weigh on every page.
 */
const logFailure = (what: string, error: unknown) =>
  console.error(
    JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: `search: ${what} unavailable while the page rendered`, error: error instanceof Error ? error.message : String(error) }),
  );

export const withServerFallback = (client: LiteClient): LiteClient => ({
  ...client,
  search: async (params, options) => {
    try {
      return await client.search(params, options);
    } catch (error) {
      logFailure('search', error);
      return { results: requestsOf(params).map(emptyResult) };
    }
  },
  getRecommendations: async (params, options) => {
    try {
      return await client.getRecommendations(params, options);
    } catch (error) {
      logFailure('recommendations', error);
      return { results: requestsOf(params).map(() => ({ hits: [], processingTimeMS: 0, userData: [SEARCH_UNAVAILABLE] })) };
    }
  },
});
