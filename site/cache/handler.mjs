// @ts-check
/**
 * The Next cache (ISR pages, route responses and `unstable_cache` data), `cacheHandler` in
 * site/next.config.ts, written against the interface Next documents for it: get, set,
 * revalidateTag, resetRequestCache. With REDIS_URL its entries and tag expiries are shared by every
 * instance (shared-entries.mjs); without, they are kept on this machine (local-entries.mjs).
 *
 * On top: a page's inline scripts are hashed for its CSP as it enters the cache
 * (script-hashes.mjs); the last good copy of a page is served while the Delivery API is down
 * (last-good.mjs); the proxy learns which pages have a copy (site-link.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localEntries } from './local-entries.mjs';
import { createLastGood, servedStale } from './last-good.mjs';
import { sharedEntries } from './shared-entries.mjs';
import { sharedStore } from './shared-store.mjs';
import { withScriptHashes } from './script-hashes.mjs';
import { deliveryDown, tellPageIndex } from './site-link.mjs';

/** @typedef {import('./entries.mjs').NextCacheHandler} NextCacheHandler */
/** @typedef {import('./entries.mjs').HandlerContext} HandlerContext */
/** @typedef {import('./entries.mjs').SetData} SetData */
/** @typedef {import('./entries.mjs').Entries} Entries */

/** @param {string} distDir */
const buildIdOf = (distDir) => {
  try {
    return readFileSync(path.join(distDir, '..', 'BUILD_ID'), 'utf8').trim() || 'build';
  } catch {
    return 'build';
  }
};

/** Next makes a handler per request; the entries and copies belong to the process (one per build folder). */
/** @type {Map<string, Entries>} */
const entriesByDist = new Map();
const lastGood = createLastGood();

/** @param {HandlerContext} ctx */
const entriesFor = (ctx) => {
  const dist = ctx.serverDistDir ?? '';
  let entries = entriesByDist.get(dist);
  if (!entries) {
    const store = sharedStore();
    entries = store ? sharedEntries(store, buildIdOf(dist)) : localEntries(dist ? path.join(dist, 'page-cache') : undefined);
    entriesByDist.set(dist, entries);
    const found = entries;
    // Next keys a page entry `/route-cache/APP_PAGE/{route hash}/$/{path}`; the proxy knows the path.
    if (dist) tellPageIndex(async (pathKey) => lastGood.seen(pathKey) || found.holds(pathKey));
  }
  return entries;
};

/** @param {unknown} ctx */
const isPage = (ctx) => /** @type {{ kind?: string } | undefined} */ (ctx)?.kind === 'APP_PAGE';

/** @implements {NextCacheHandler} */
export default class CacheHandler {
  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    this.entries = entriesFor(ctx);
  }

  /** @type {NextCacheHandler['get']} */
  async get(key, ctx) {
    const found = await this.entries.get(key, ctx);
    if (!isPage(ctx)) return found;
    if (found) {
      lastGood.keep(key, found);
      return found;
    }
    if (!(await deliveryDown())) return null;
    // This process's last copy, or (with Redis) the one any instance wrote, kept across restarts.
    const kept = lastGood.copyOf(key) ?? (await this.entries.lastCopy(key));
    if (!kept) return null;
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'cache: Delivery API down, serving the copy a webhook expired', key }));
    return servedStale(kept);
  }

  /** @type {NextCacheHandler['set']} */
  async set(key, data, ctx) {
    // A page's CSP names its inline scripts by hash; the last good copy keeps them too.
    const hashed = /** @type {SetData} */ (withScriptHashes(data, key));
    if (isPage(ctx) && hashed) lastGood.keep(key, { value: hashed, lastModified: Date.now() });
    await this.entries.set(key, hashed, ctx);
  }

  /** @type {NextCacheHandler['revalidateTag']} */
  revalidateTag(tags, durations) {
    return this.entries.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
