// @ts-check
/**
 * The last good copy of each page, for a CMS outage: a webhook expires a page at once, and if the
 * Delivery API is down when it is next asked for, this copy is served (and rendered again in the
 * background) instead of a failed render.
 */
import { Buffer } from 'node:buffer';
import { LRUCache } from 'lru-cache';
import { pagePathOf } from './entries.mjs';

/** @typedef {import('./entries.mjs').HandlerValue} HandlerValue */

/** Copies of pages read or written by this process (bounded); with Redis, any instance's copy is in Redis too. */
export const LAST_GOOD_BYTES = 32 * 1024 * 1024;

/** Roughly the bytes a cached value holds (its HTML and RSC payloads dominate). @param {HandlerValue} entry */
const sizeOf = (entry) => {
  const value = /** @type {Record<string, unknown> | null} */ (entry.value);
  let size = 1024;
  for (const field of Object.values(value ?? {})) {
    if (typeof field === 'string') size += field.length;
    else if (Buffer.isBuffer(field)) size += field.length;
  }
  return size;
};

export const createLastGood = () => {
  /** @type {LRUCache<string, { value: HandlerValue; size: number }>} */
  const copies = new LRUCache({ maxSize: LAST_GOOD_BYTES, sizeCalculation: (item) => item.size });
  /** The paths of pages read or written here, as the proxy names them. */
  const seen = new Set();
  return {
    /** @param {string} key @param {HandlerValue} value */
    keep(key, value) {
      copies.set(key, { value, size: sizeOf(value) });
      seen.add(pagePathOf(key));
    },
    /** @param {string} key */
    copyOf: (key) => copies.get(key)?.value ?? null,
    /** @param {string} pathKey */
    seen: (pathKey) => seen.has(pathKey),
  };
};

/**
 * A kept copy served as stale a moment ago and due for revalidation within a second: Next serves
 * it and renders in the background; a failed render keeps it (and retries), a good one replaces it.
 * @param {HandlerValue} kept
 * @returns {HandlerValue}
 */
export const servedStale = (kept) => ({ ...kept, lastModified: Date.now() - 2_000, cacheControl: { revalidate: 1, expire: undefined } });
