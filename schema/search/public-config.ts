/**
 * Spec 7.2: what a browser needs to reach search: hosted Algolia's app id and public search key,
 * or the site's own read-only endpoint for the embedded engine. Passed from the server to islands
 * as plain data; validated where it is read.
 */
import { z } from 'zod/mini';

/** The site's read-only mount of the embedded engine's Algolia protocol (search and recommend). */
export const EMBEDDED_SEARCH_ENDPOINT = '/api/search';

export const publicSearchConfigSchema = z.discriminatedUnion('mode', [
  /** `url`: one address answering Algolia's protocol instead of Algolia's own hosts (ALGOLIA_URL). */
  z.object({ mode: z.literal('hosted'), appId: z.string().check(z.minLength(1)), searchKey: z.string().check(z.minLength(1)), url: z.optional(z.url()) }),
  /** `serverOrigin` lets the same client reach the endpoint while the page renders on the server. */
  z.object({ mode: z.literal('embedded'), appId: z.string().check(z.minLength(1)), searchKey: z.string().check(z.minLength(1)), serverOrigin: z.url() }),
  z.object({ mode: z.literal('unconfigured') }),
]);
export type PublicSearchConfig = z.output<typeof publicSearchConfigSchema>;
