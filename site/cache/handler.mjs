// @ts-check
/**
 * The Next cache (ISR pages, route responses and `unstable_cache` data) for one or many instances
 * (`cacheHandler` in site/next.config.ts). Without REDIS_URL it is Next's own file-system cache,
 * exactly as before. With REDIS_URL every entry and every tag expiry lives in Redis, so a page
 * rendered on one instance is served by all, and a webhook's `revalidateTag` on one instance
 * expires the tag for all of them.
 *
 * While Redis is down each instance keeps serving from a bounded copy in its own memory (entries it
 * read or wrote, tags it expired), and tags expired meanwhile are written to Redis when it returns.
 */
import { Buffer } from 'node:buffer';
import { setTimeout } from 'node:timers';
import { LRUCache } from 'lru-cache';
import { createRequire } from 'node:module';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { RECONNECT_MAX_DELAY_MS, sharedStore, UNAVAILABLE } from './shared-store.mjs';
import { withScriptHashes } from './script-hashes.mjs';

/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} HandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} HandlerValue */
/** @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler['set']>[1]} SetData */
/** @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext */
/** @typedef {{ value: SetData; lastModified: number; tags: string[]; cacheControl?: HandlerValue['cacheControl'] }} Entry */
/** @typedef {{ stale?: number; expired?: number }} TagState */
/** @typedef {import('./shared-store.mjs').SharedStore} SharedStore */

/** Next's own cache, as Next would use it without a handler (CommonJS: required, not imported). */
/** @type {{ default: typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default }} */
const { default: FileSystemCache } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js');

/** Redis keys: entries per build (a new deploy never reads an older build's pages), tag expiries for all builds. */
const KEY_PREFIX = 'halcyon:next:';
const TAGS_KEY = `${KEY_PREFIX}tags`;
/** Entries not rewritten for this long leave Redis (pages revalidate hourly, so live ones are rewritten). */
export const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
/** The in-memory copy each instance serves from while Redis is down. */
export const MEMORY_COPY_BYTES = 64 * 1024 * 1024;
/** The header Next keeps a cached response's tags in. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The path the proxy knows of a page entry: Next keys one `/route-cache/APP_PAGE/{route hash}/$/{path}`.
 * @param {string} key
 */
export const pagePathOf = (key) => {
  const marker = key.indexOf('/$/');
  return marker === -1 ? key : key.slice(marker + 2);
};

/** @param {unknown} value */
const isPageValue = (value) => /** @type {{ kind?: string } | null} */ (value)?.kind === 'APP_PAGE';

/**
 * A cached value holds Buffers (RSC payload, route bodies, images) and a Map of Buffers (segment
 * data) in its top-level fields, which JSON alone would turn into plain objects. Only those fields
 * are converted, so the rest goes through the native JSON (a page entry is often 200-700 KB).
 * @param {unknown} value
 */
export const serialize = (value) => {
  if (!value || typeof value !== 'object') return JSON.stringify(value);
  /** @type {Record<string, unknown>} */
  const plain = { ...value };
  for (const [field, current] of Object.entries(plain)) {
    if (Buffer.isBuffer(current)) plain[field] = { $buffer: current.toString('base64') };
    else if (current instanceof Map) plain[field] = { $map: [...current].map(([key, item]) => [key, Buffer.isBuffer(item) ? item.toString('base64') : item]) };
  }
  return JSON.stringify(plain);
};

/** @param {string} text */
export const deserialize = (text) => {
  const value = JSON.parse(text);
  if (!value || typeof value !== 'object') return value;
  for (const [field, current] of Object.entries(value)) {
    if (current && typeof current === 'object' && typeof current.$buffer === 'string') value[field] = Buffer.from(current.$buffer, 'base64');
    else if (current && typeof current === 'object' && Array.isArray(current.$map))
      value[field] = new Map(current.$map.map((/** @type {[string, unknown]} */ [key, item]) => [key, typeof item === 'string' ? Buffer.from(item, 'base64') : item]));
  }
  return value;
};

/**
 * Every tag an entry answers to: its own (`unstable_cache`, fetch), the tags Next recorded in a
 * cached response's headers, and the soft tags of the request reading it.
 * @param {Entry} entry
 * @param {GetContext} [ctx]
 */
const tagsOf = (entry, ctx) => {
  const tags = new Set(entry.tags);
  const value = /** @type {{ headers?: Record<string, unknown> } | null} */ (entry.value);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  const context = /** @type {{ tags?: string[]; softTags?: string[] } | undefined} */ (ctx);
  for (const tag of [...(context?.tags ?? []), ...(context?.softTags ?? [])]) tags.add(tag);
  return [...tags];
};

/**
 * Whether a tag expired (or went stale) after the entry was written: it is then a miss and renders
 * afresh, as `revalidateTag(tag, { expire: 0 })` asks.
 * @param {Entry} entry
 * @param {Array<TagState | undefined>} states
 */
const outdated = (entry, states) => {
  const now = Date.now();
  return states.some((state) => {
    if (!state) return false;
    const expired = state.expired !== undefined && state.expired <= now && state.expired > entry.lastModified;
    const stale = state.stale !== undefined && state.stale > entry.lastModified;
    return expired || stale;
  });
};

/** @param {unknown} text */
const parseTagState = (text) => {
  if (typeof text !== 'string') return undefined;
  try {
    return /** @type {TagState} */ (JSON.parse(text));
  } catch {
    return undefined;
  }
};

/** @param {HandlerContext} ctx */
const buildIdOf = (ctx) => {
  try {
    const dist = ctx.serverDistDir ?? '';
    return ctx.fs?.readFileSync(`${dist.replace(/\/server\/?$/, '')}/BUILD_ID`, 'utf8').trim() || 'build';
  } catch {
    return 'build';
  }
};

/**
 * Roughly the bytes a cached value holds (its HTML and RSC payloads dominate).
 * @param {HandlerValue} entry
 */
const sizeOf = (entry) => {
  const value = /** @type {Record<string, unknown> | null} */ (entry.value);
  let size = 1024;
  for (const field of Object.values(value ?? {})) {
    if (typeof field === 'string') size += field.length;
    else if (Buffer.isBuffer(field)) size += field.length;
  }
  return size;
};

/** The Redis-backed handler (REDIS_URL set). */
export class SharedCacheHandler {
  /** Shared by every handler object of the process: Next makes one per request. */
  /** @type {LRUCache<string, { entry: Entry; size: number }>} */
  static memory = new LRUCache({ maxSize: MEMORY_COPY_BYTES, sizeCalculation: (item) => item.size });
  /** @type {Map<string, TagState>} tag expiries known here: what Redis said, and what was expired here while it was down */
  static tags = new Map();
  /** @type {Set<string>} tags expired while Redis was down, written to it when it returns */
  static pending = new Set();
  static listening = false;

  /**
   * @param {HandlerContext} ctx
   * @param {SharedStore} store
   */
  constructor(ctx, store) {
    this.store = store;
    this.prefix = `${KEY_PREFIX}${buildIdOf(ctx)}:`;
    /** Page paths with an entry, scored by when it was written: any instance can tell whether some instance holds a page. */
    this.pagesKey = `${this.prefix}pages`;
    if (!SharedCacheHandler.listening) {
      SharedCacheHandler.listening = true;
      store.onReconnect(() => void SharedCacheHandler.flushPending(store));
    }
  }

  /** @type {ReturnType<typeof setTimeout> | null} */
  static retry = null;

  /**
   * Writes the expiries Redis missed; tried again every RECONNECT_MAX_DELAY_MS until it takes them,
   * since the instance that expired them may get no request that would carry them there.
   * @param {SharedStore} store
   */
  static async flushPending(store) {
    const tags = [...SharedCacheHandler.pending];
    if (tags.length === 0) return;
    const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(SharedCacheHandler.tags.get(tag) ?? {})]));
    const written = await store.run((client) => client.hSet(TAGS_KEY, fields));
    if (written !== UNAVAILABLE) for (const tag of tags) SharedCacheHandler.pending.delete(tag);
    if (SharedCacheHandler.pending.size > 0 && !SharedCacheHandler.retry) {
      SharedCacheHandler.retry = setTimeout(() => {
        SharedCacheHandler.retry = null;
        void SharedCacheHandler.flushPending(store);
      }, RECONNECT_MAX_DELAY_MS);
      SharedCacheHandler.retry.unref();
    }
  }

  /**
   * Three small reads (the entry's stamp and tags, the tags' expiries) and the value itself only
   * when this instance's copy is not that very version: a hot page costs no 200 KB transfer.
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<HandlerValue | null>}
   */
  async get(key, ctx) {
    const memory = SharedCacheHandler.memory;
    const copy = memory.get(key)?.entry;
    const remote = await this.store.run(async (client) => {
      const [stamp, entryTags] = await client.hmGet(this.prefix + key, ['lastModified', 'tags']);
      if (!stamp) return null;
      const lastModified = Number(stamp);
      const tags = [...new Set([...JSON.parse(entryTags ?? '[]'), ...tagsOf({ value: null, lastModified, tags: [] }, ctx)])];
      const states = tags.length > 0 ? (await client.hmGet(TAGS_KEY, tags)).map(parseTagState) : [];
      tags.forEach((tag, i) => {
        const state = states[i];
        if (state && !SharedCacheHandler.pending.has(tag)) SharedCacheHandler.tags.set(tag, state);
      });
      if (outdated({ value: null, lastModified, tags }, states)) return { entry: null };
      if (copy && copy.lastModified === lastModified) return { entry: copy };
      const [meta, value] = await client.hmGet(this.prefix + key, ['entry', 'value']);
      if (!meta || !value) return null;
      return { entry: /** @type {Entry} */ ({ ...JSON.parse(meta), value: deserialize(value) }), size: value.length };
    });
    if (remote !== UNAVAILABLE && SharedCacheHandler.pending.size > 0) void SharedCacheHandler.flushPending(this.store);
    /** @type {Entry} */
    let entry;
    if (remote === UNAVAILABLE) {
      if (!copy || outdated(copy, tagsOf(copy, ctx).map((tag) => SharedCacheHandler.tags.get(tag)))) return null;
      entry = copy;
    } else {
      if (remote === null) memory.delete(key);
      if (!remote?.entry) return null;
      entry = remote.entry;
      if ('size' in remote && remote.size !== undefined) memory.set(key, { entry, size: remote.size });
    }
    return { value: /** @type {HandlerValue['value']} */ (entry.value), lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string} key
   * @param {SetData} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    const context = /** @type {{ tags?: string[]; cacheControl?: HandlerValue['cacheControl'] }} */ (ctx);
    /** @type {Entry} */
    const entry = { value: data, lastModified: Date.now(), tags: context.tags ?? [], cacheControl: context.cacheControl };
    const value = serialize(data);
    SharedCacheHandler.memory.set(key, { entry, size: value.length });
    const fields = {
      lastModified: String(entry.lastModified),
      // Every tag it answers to, so a reader checks them without reading the value.
      tags: JSON.stringify(tagsOf(entry)),
      entry: JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags, cacheControl: entry.cacheControl }),
      value,
    };
    // Next awaits set() before it answers a miss: the write goes on without the visitor.
    void this.store.run((client) => {
      const batch = client.multi().hSet(this.prefix + key, fields).expire(this.prefix + key, ENTRY_TTL_SECONDS);
      if (isPageValue(data)) batch.zAdd(this.pagesKey, { score: entry.lastModified, value: pagePathOf(key) });
      return batch.exec();
    }, { background: true });
  }

  /**
   * Whether some instance holds a page (fresh, stale or expired by a tag) under the path the proxy
   * knows; true when Redis cannot say, so the page route decides as it would without Redis.
   * @param {string} pathKey
   */
  async holds(pathKey) {
    const score = await this.store.run((client) => client.zScore(this.pagesKey, pathKey));
    if (score === UNAVAILABLE) return true;
    return score !== null && Date.now() - score < ENTRY_TTL_SECONDS * 1000;
  }

  /**
   * The entry as it was written, whatever its tags say: the last copy of a page to serve while the
   * Delivery API is down, from whichever instance wrote it, before or after a restart.
   * @param {string} key
   * @returns {Promise<HandlerValue | null>}
   */
  async lastCopy(key) {
    const stored = await this.store.run((client) => client.hmGet(this.prefix + key, ['entry', 'value']));
    if (stored === UNAVAILABLE) return null;
    const [meta, value] = stored;
    if (!meta || !value) return null;
    const entry = /** @type {Entry} */ ({ ...JSON.parse(meta), value: deserialize(value) });
    return { value: /** @type {HandlerValue['value']} */ (entry.value), lastModified: entry.lastModified, cacheControl: entry.cacheControl };
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length === 0) return;
    const now = Date.now();
    // The same rule as Next's file-system cache: stale now, expired after `expire` seconds.
    /** @type {(tag: string) => TagState} */
    const stateOf = (tag) =>
      durations ? { ...SharedCacheHandler.tags.get(tag), stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { ...SharedCacheHandler.tags.get(tag), expired: now };
    const states = list.map((tag) => /** @type {const} */ ([tag, stateOf(tag)]));
    for (const [tag, state] of states) SharedCacheHandler.tags.set(tag, state);
    const written = await this.store.run((client) => client.hSet(TAGS_KEY, Object.fromEntries(states.map(([tag, state]) => [tag, JSON.stringify(state)]))));
    if (written === UNAVAILABLE) {
      for (const tag of list) SharedCacheHandler.pending.add(tag);
      void SharedCacheHandler.flushPending(this.store);
    }
  }

  resetRequestCache() {}
}

/** Where the proxy asks whether a page has a cached copy (site/lib/cms-status.ts): same process, other bundle. */
const PAGE_CACHE_KEY = Symbol.for('halcyon.page-cache');
/** The Delivery API's circuit (renderer/delivery/circuit.ts), once the site has made it. */
const CIRCUIT_KEY = Symbol.for('halcyon.delivery-circuit');
/** Entries that turned into misses while the Delivery API was down are served from here (bounded). */
export const LAST_GOOD_BYTES = 32 * 1024 * 1024;

/** Whether the Delivery API is down (site/lib/cms-status.ts); before the site has asked, not. */
const deliveryDown = async () => {
  const shared = /** @type {{ down?: () => Promise<boolean> } | undefined} */ (/** @type {Record<symbol, unknown>} */ (globalThis)[CIRCUIT_KEY]);
  return shared?.down ? shared.down() : false;
};

/**
 * Next loads this file at run time and also bundles a copy into the server's chunks: the copies
 * share one process-wide state, whichever answers.
 * @typedef {{ lastGood: LRUCache<string, { value: HandlerValue; size: number }>; seen: Set<string>; dist?: string }} PageCacheState
 */
const processWide = /** @type {Record<symbol, PageCacheState | undefined>} */ (globalThis)[Symbol.for('halcyon.page-cache-state')] ??= {
  lastGood: /** @type {PageCacheState['lastGood']} */ (new LRUCache({ maxSize: LAST_GOOD_BYTES, sizeCalculation: (item) => item.size })),
  seen: new Set(),
};

/** Next's cache handler: the shared one with REDIS_URL, else Next's own file-system cache. */
export default class CacheHandler {
  /**
   * Every page entry last read or written, so one a webhook expired while the Delivery API is down
   * is served (stale, revalidated in the background) instead of a failed render.
   * @type {LRUCache<string, { value: HandlerValue; size: number }>}
   */
  static lastGood = processWide.lastGood;
  /** @type {Set<string>} the paths of page entries read or written here, as the proxy names them */
  static seen = processWide.seen;
  /** @param {string} key */
  static remember(key) {
    CacheHandler.seen.add(pagePathOf(key));
  }

  /** @param {HandlerContext} ctx */
  constructor(ctx) {
    const store = sharedStore();
    /** @type {SharedCacheHandler | null} */
    this.shared = store ? new SharedCacheHandler(ctx, store) : null;
    /** @type {Pick<NextCacheHandler, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'>} */
    this.inner = this.shared ?? new FileSystemCache(/** @type {never} */ (ctx));
    // Not every copy is given the folder: the state keeps the first one given.
    if (ctx.serverDistDir) processWide.dist ??= ctx.serverDistDir;
    /**
     * Next keys a page entry `/route-cache/APP_PAGE/{route hash}/$/{path}`; the proxy knows the path.
     * @param {string} pathKey
     */
    const hasEntry = async (pathKey) => {
      if (CacheHandler.seen.has(pathKey)) return true;
      // Another instance may have stored it in Redis.
      if (this.shared) return this.shared.holds(pathKey);
      const dist = processWide.dist;
      if (!dist) return true;
      const pagesDir = path.join(dist, 'route-cache', 'APP_PAGE');
      const routes = existsSync(pagesDir) ? readdirSync(pagesDir) : [];
      return routes.some((route) => existsSync(path.join(pagesDir, route, '$', `${pathKey}.html`))) || existsSync(path.join(dist, 'app', `${pathKey}.html`));
    };
    // Only a handler given the build's folder knows the build its Redis keys belong to.
    if (ctx.serverDistDir) /** @type {Record<symbol, unknown>} */ (globalThis)[PAGE_CACHE_KEY] = { hasEntry };
  }

  /** @type {NextCacheHandler['get']} */
  async get(key, ctx) {
    const found = await this.inner.get(key, ctx);
    const isPage = /** @type {{ kind?: string }} */ (ctx)?.kind === 'APP_PAGE';
    if (found && isPage) {
      CacheHandler.lastGood.set(key, { value: found, size: sizeOf(found) });
      CacheHandler.remember(key);
    }
    if (found || !isPage) return found;
    if (!(await deliveryDown())) return null;
    // This instance's last copy, or (with Redis) the one any instance wrote, kept across restarts.
    const kept = CacheHandler.lastGood.get(key)?.value ?? (await this.shared?.lastCopy(key)) ?? null;
    if (!kept) return null;
    // Stale a moment ago and due for revalidation within a second: Next serves it and renders in the
    // background; a failed render keeps it (and retries), a good one replaces it.
    console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: 'cache: Delivery API down, serving the copy a webhook expired', key }));
    return { ...kept, lastModified: Date.now() - 2_000, cacheControl: { revalidate: 1, expire: undefined } };
  }

  /** @type {NextCacheHandler['set']} */
  set(key, data, ctx) {
    // A page's CSP names its inline scripts by hash (site/cache/script-hashes.mjs); the last good copy keeps them too.
    const hashed = /** @type {SetData} */ (withScriptHashes(data));
    if (/** @type {{ kind?: string }} */ (ctx)?.kind === 'APP_PAGE' && hashed) {
      const value = /** @type {HandlerValue} */ ({ value: hashed, lastModified: Date.now() });
      CacheHandler.lastGood.set(key, { value, size: sizeOf(value) });
      CacheHandler.remember(key);
    }
    return this.inner.set(key, hashed, ctx);
  }

  /** @type {NextCacheHandler['revalidateTag']} */
  revalidateTag(tags, durations) {
    return this.inner.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.inner.resetRequestCache();
  }
}
