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

let local: LocalSearch | undefined;

const embedded = (dir: string): SearchTransport => {
  // Runtime data, not code: the bundler must not trace the working directory.
  local ??= openLocalSearch(path.resolve(/*turbopackIgnore: true*/ dir), { persist: true });
  return { kind: 'requester', requester: local.requester };
};

export const createSiteSearch = (env: Env, report: (message: string, fields?: LogFields) => void = log.error): SiteSearch => {
  const config = searchConfig(env);
  if (config.mode === 'unconfigured') {
    report(config.message);
    return { config, lite: null, admin: null, handler: null };
  }
  const transport: SearchTransport = config.mode === 'embedded' ? embedded(config.dir) : { kind: 'algolia' };
  const lite = tracedSearchClient(createLiteSearchClient({ appId: config.appId, apiKey: config.searchKey }, transport), config.mode);
  const admin = config.adminKey ? createSearchClient({ appId: config.appId, apiKey: config.adminKey }, transport) : null;
  return { config, lite, admin, handler: config.mode === 'embedded' && local ? local.handler : null };
};

let shared: SiteSearch | undefined;

/** One set of clients per server process, configured from the environment on first use. */
export const getSearch = (): SiteSearch => (shared ??= createSiteSearch(serverEnv()));

/** Spec 7.2: what islands need to search from the browser (never the admin key). */
export const publicSearchConfig = (): PublicSearchConfig => {
  const { config } = getSearch();
  if (config.mode === 'unconfigured') return { mode: 'unconfigured' };
  if (config.mode === 'hosted') return config.searchKey ? { mode: 'hosted', appId: config.appId, searchKey: config.searchKey } : { mode: 'unconfigured' };
  return { mode: 'embedded', appId: config.appId, searchKey: config.searchKey, serverOrigin: selfOrigin() };
};
