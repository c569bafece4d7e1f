// @ts-check
/**
 * What a cache entry is, however it is stored: its value in a text form that keeps Buffers and
 * Maps, the tags it answers to, and whether a tag expiry has outdated it.
 */
import { Buffer } from 'node:buffer';

// Next exports no public type for the values its cache handler stores: these name its own.
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandler} NextCacheHandler */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} HandlerContext */
/** @typedef {import('next/dist/server/lib/incremental-cache').CacheHandlerValue} HandlerValue */
/** @typedef {Parameters<NextCacheHandler['get']>[1]} GetContext */
/** @typedef {Parameters<NextCacheHandler['set']>[1]} SetData */
/** @typedef {Parameters<NextCacheHandler['set']>[2]} SetContext */
/** @typedef {{ value: SetData; lastModified: number; tags: string[]; cacheControl?: HandlerValue['cacheControl'] }} Entry */
/** @typedef {{ stale?: number; expired?: number }} TagState */
/**
 * Where entries live: in Redis for every instance (shared-entries.mjs) or on this machine (local-entries.mjs).
 * @typedef {object} Entries
 * @property {(key: string, ctx: GetContext) => Promise<HandlerValue | null>} get the entry unless a tag outdated it
 * @property {(key: string, data: SetData, ctx: SetContext) => Promise<void>} set
 * @property {(tags: string | string[], durations?: { expire?: number }) => Promise<void>} revalidateTag
 * @property {(pathKey: string) => Promise<boolean>} holds whether an entry of this page path exists, outdated or not
 * @property {(key: string) => Promise<HandlerValue | null>} lastCopy the entry as written, whatever its tags say
 */

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
export const isPageValue = (value) => /** @type {{ kind?: string } | null} */ (value)?.kind === 'APP_PAGE';

/**
 * A cached value holds Buffers (RSC payload, route bodies) and a Map of Buffers (segment data) in
 * its top-level fields, which JSON alone would turn into plain objects. Only those fields are
 * converted, so the rest goes through the native JSON (a page entry is often 200-700 KB).
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
export const tagsOf = (entry, ctx) => {
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
 * @param {{ lastModified: number }} entry
 * @param {Array<TagState | undefined>} states
 */
export const outdated = (entry, states) => {
  const now = Date.now();
  return states.some((state) => {
    if (!state) return false;
    const expired = state.expired !== undefined && state.expired <= now && state.expired > entry.lastModified;
    const stale = state.stale !== undefined && state.stale > entry.lastModified;
    return expired || stale;
  });
};

/**
 * A tag's state after `revalidateTag`: the same rule as Next's own cache, stale now and expired
 * after `expire` seconds (at once without durations).
 * @param {TagState | undefined} previous
 * @param {{ expire?: number } | undefined} durations
 * @returns {TagState}
 */
export const expiredTag = (previous, durations) => {
  const now = Date.now();
  if (!durations) return { ...previous, expired: now };
  return { ...previous, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) };
};

/**
 * The value Next is handed back.
 * @param {Entry} entry
 * @returns {HandlerValue}
 */
export const handlerValue = (entry) => ({ value: /** @type {HandlerValue['value']} */ (entry.value), lastModified: entry.lastModified, cacheControl: entry.cacheControl });

/**
 * The entry Next asks to store.
 * @param {SetData} data
 * @param {SetContext} ctx
 * @returns {Entry}
 */
export const entryOf = (data, ctx) => {
  const context = /** @type {{ tags?: string[]; cacheControl?: HandlerValue['cacheControl'] }} */ (ctx);
  return { value: data, lastModified: Date.now(), tags: context.tags ?? [], cacheControl: context.cacheControl };
};
