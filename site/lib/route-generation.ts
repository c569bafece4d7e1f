/**
 * The route table's shared generation (with REDIS_URL): the webhook bumps it when a publish changes
 * which paths are pages or redirects, and every instance's proxy, which keeps its own copy of the
 * table (site/lib/route-table.ts), re-reads the table when it sees a new value, instead of after
 * the copy's minute.
 */
import { sharedStore, UNAVAILABLE } from '../cache/shared-store.mjs';
import { CONTENT_TAG, PAGES_TAG, REDIRECTS_TAG } from './cache-tags';

const KEY = 'halcyon:routes:generation';

/** Whether revalidating these tags can change the route table. */
export const changesRoutes = (tags: readonly string[]): boolean => tags.some((tag) => tag === PAGES_TAG || tag === REDIRECTS_TAG || tag === CONTENT_TAG);

export const bumpRouteGeneration = async (): Promise<void> => {
  await sharedStore()?.run((client) => client.incr(KEY));
};

/** The current generation, or null without a reachable shared store. */
export const readRouteGeneration = async (): Promise<string | null> => {
  const value = await sharedStore()?.run((client) => client.get(KEY));
  return value === undefined || value === UNAVAILABLE ? null : (value ?? '0');
};
