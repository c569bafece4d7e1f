/**
 * Spec 7.2 and 8.4: which search service answers. Hosted Algolia when ALGOLIA_APP_ID and a key are
 * set; the embedded engine (services/search) when no Algolia is configured; 'unconfigured' when an
 * app id has no search key, which the site logs with spec 8.4's message and renders without results.
 */
import { SEARCH_MESSAGES, SEARCH_SERVICE_NAME } from '../../schema/constants/search';
import type { Env } from '../../schema/env';

/** The app id and key the algoliasearch client sends to the embedded engine (any value works there). */
export const EMBEDDED_APP_ID = 'embedded';
export const EMBEDDED_SEARCH_KEY = 'embedded-search';

export type SearchConfig =
  | { mode: 'hosted'; appId: string; searchKey: string; adminKey: string | null; url: string | null }
  | { mode: 'embedded'; appId: string; searchKey: string; adminKey: string; dir: string }
  | { mode: 'unconfigured'; message: string };

export const searchConfig = (env: Pick<Env, 'ALGOLIA_APP_ID' | 'ALGOLIA_SEARCH_KEY' | 'ALGOLIA_ADMIN_KEY' | 'ALGOLIA_URL' | 'SEARCH_DIR'>): SearchConfig => {
  if (env.ALGOLIA_APP_ID === undefined) {
    return { mode: 'embedded', appId: EMBEDDED_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, adminKey: EMBEDDED_SEARCH_KEY, dir: env.SEARCH_DIR };
  }
  const searchKey = env.ALGOLIA_SEARCH_KEY ?? null;
  if (searchKey === null && env.ALGOLIA_ADMIN_KEY === undefined) return { mode: 'unconfigured', message: SEARCH_MESSAGES.noConfiguration(SEARCH_SERVICE_NAME) };
  return { mode: 'hosted', appId: env.ALGOLIA_APP_ID, searchKey: searchKey ?? '', adminKey: env.ALGOLIA_ADMIN_KEY ?? null, url: env.ALGOLIA_URL ?? null };
};
