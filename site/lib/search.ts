/**
 * The site's search clients, wired from the environment: hosted Algolia when ALGOLIA_APP_ID and a
 * key are set, else the embedded engine (services/search) in process over the index file of
 * SEARCH_DIR. Both are the unchanged algoliasearch client; the renderer sees only the client.
 * Without a usable configuration, spec 8.4's message is logged and there is no client.
 */
import path from 'node:path';
import type { Algoliasearch } from 'algoliasearch';
import type { LiteClient } from 'algoliasearch/lite';
import { createLiteSearchClient, createSearchClient, type SearchTransport } from '../../renderer/search/client';
import { searchConfig, type SearchConfig } from '../../renderer/search/config';
import type { Env } from '../../schema/env';
import { openLocalSearch, type LocalSearch } from '../../services/search';
import type { PublicSearchConfig } from '../../schema/search/public-config';
import { serverEnv } from './env';
import { processWide } from './process-wide';
import { selfOrigin } from './site';
import { tracedSearchClient } from './tracing';
import { log, type LogFields } from '../../schema/log';

export type SiteSearch = {
  config: SearchConfig;
  /** Search and recommendations (InstantSearch on the server, the compare search). */
  lite: LiteClient | null;
  /** Writes records (the revalidate webhook); null on hosted Algolia without ALGOLIA_ADMIN_KEY. */
  admin: Algoliasearch | null;
  /** The embedded engine's protocol handler (the site's read-only endpoint), null on hosted Algolia. */
  handler: LocalSearch['handler'] | null;
};

/** The embedded engines of this process, by index folder (one in practice). */
const locals = processWide('local-search', () => new Map<string, LocalSearch>());

const openEmbedded = (dir: string): LocalSearch => {
  // Runtime data, not code: the bundler must not trace the working directory.
  const folder = path.resolve(/*turbopackIgnore: true*/ dir);
  let local = locals.get(folder);
  if (!local) {
    local = openLocalSearch(folder, { persist: true });
    locals.set(folder, local);
  }
  return local;
};

export const createSiteSearch = (env: Env, report: (message: string, fields?: LogFields) => void = log.error): SiteSearch => {
  const config = searchConfig(env);
  if (config.mode === 'unconfigured') {
    report(config.message);
    return { config, lite: null, admin: null, handler: null };
  }
  const local = config.mode === 'embedded' ? openEmbedded(config.dir) : null;
  const transport: SearchTransport = local ? { kind: 'requester', requester: local.requester } : config.mode === 'hosted' && config.url ? { kind: 'http', url: config.url } : { kind: 'algolia' };
  const lite = tracedSearchClient(createLiteSearchClient({ appId: config.appId, apiKey: config.searchKey }, transport), config.mode);
  const admin = config.adminKey ? createSearchClient({ appId: config.appId, apiKey: config.adminKey }, transport) : null;
  return { config, lite, admin, handler: local?.handler ?? null };
};

/** One set of clients per server process, configured from the environment on first use. */
export const getSearch = (): SiteSearch => processWide('search', () => createSiteSearch(serverEnv()));

/** Builds the embedded engine's indexes ahead of the first search (a no-op on hosted Algolia). */
export const warmSearch = async (): Promise<void> => {
  const { config } = getSearch();
  if (config.mode === 'embedded') await openEmbedded(config.dir).engine.warm();
};

/** Spec 7.2: what islands need to search from the browser (never the admin key). */
export const publicSearchConfig = (): PublicSearchConfig => {
  const { config } = getSearch();
  if (config.mode === 'unconfigured') return { mode: 'unconfigured' };
  if (config.mode === 'hosted') {
    if (!config.searchKey) return { mode: 'unconfigured' };
    return { mode: 'hosted', appId: config.appId, searchKey: config.searchKey, ...(config.url ? { url: config.url } : {}) };
  }
  return { mode: 'embedded', appId: config.appId, searchKey: config.searchKey, serverOrigin: selfOrigin() };
};
