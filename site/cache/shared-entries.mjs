// @ts-check
/**
 * Entries in Redis (REDIS_URL), shared by every instance: a page rendered on one is served by all,
 * and a tag a webhook expires on one is expired for all.
 *
 * While Redis is down each instance serves from a bounded copy in its own memory (entries it read
 * or wrote, tags it expired), and tags expired meanwhile are written to Redis when it returns.
 */
import { setTimeout } from 'node:timers';
import { LRUCache } from 'lru-cache';
import { RECONNECT_MAX_DELAY_MS, UNAVAILABLE } from './shared-store.mjs';
import { deserialize, entryOf, expiredTag, handlerValue, isPageValue, outdated, pagePathOf, serialize, tagsOf } from './entries.mjs';

/** @typedef {import('./entries.mjs').Entry} Entry */
/** @typedef {import('./entries.mjs').Entries} Entries */
/** @typedef {import('./entries.mjs').TagState} TagState */
/** @typedef {import('./shared-store.mjs').SharedStore} SharedStore */

/** Redis keys: entries per build (a new deploy never reads an older build's pages), tag expiries for all builds. */
const KEY_PREFIX = 'halcyon:next:';
const TAGS_KEY = `${KEY_PREFIX}tags`;
/** Entries not rewritten for this long leave Redis (pages revalidate hourly, so live ones are rewritten). */
export const ENTRY_TTL_SECONDS = 7 * 24 * 3600;
/** The in-memory copy each instance serves from while Redis is down. */
export const MEMORY_COPY_BYTES = 64 * 1024 * 1024;

/** @param {unknown} text */
const parseTagState = (text) => {
  if (typeof text !== 'string') return undefined;
  try {
    return /** @type {TagState} */ (JSON.parse(text));
  } catch {
    return undefined;
  }
};

/**
 * @param {SharedStore} store
 * @param {string} buildId
 * @returns {Entries}
 */
export const sharedEntries = (store, buildId) => {
  const prefix = `${KEY_PREFIX}${buildId}:`;
  /** Page paths with an entry, scored by when it was written: any instance can tell whether some instance holds a page. */
  const pagesKey = `${prefix}pages`;
  /** @type {LRUCache<string, { entry: Entry; size: number }>} */
  const memory = new LRUCache({ maxSize: MEMORY_COPY_BYTES, sizeCalculation: (item) => item.size });
  /** @type {Map<string, TagState>} tag expiries known here: what Redis said, and what was expired here while it was down */
  const knownTags = new Map();
  /** @type {Set<string>} tags expired while Redis was down, written to it when it returns */
  const pending = new Set();
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retry = null;

  /**
   * Writes the expiries Redis missed; tried again every RECONNECT_MAX_DELAY_MS until it takes them,
   * since the instance that expired them may get no request that would carry them there.
   */
  const flushPending = async () => {
    const tags = [...pending];
    if (tags.length === 0) return;
    const fields = Object.fromEntries(tags.map((tag) => [tag, JSON.stringify(knownTags.get(tag) ?? {})]));
    const written = await store.run((client) => client.hSet(TAGS_KEY, fields));
    if (written !== UNAVAILABLE) for (const tag of tags) pending.delete(tag);
    if (pending.size > 0 && !retry) {
      retry = setTimeout(() => {
        retry = null;
        void flushPending();
      }, RECONNECT_MAX_DELAY_MS);
      retry.unref();
    }
  };
  store.onReconnect(() => void flushPending());

  /** @param {string} key */
  const stored = async (key) => {
    const found = await store.run((client) => client.hmGet(prefix + key, ['entry', 'value']));
    if (found === UNAVAILABLE) return null;
    const [meta, value] = found;
    if (!meta || !value) return null;
    return { entry: /** @type {Entry} */ ({ ...JSON.parse(meta), value: deserialize(value) }), size: value.length };
  };

  return {
    /**
     * Three small reads (the entry's stamp and tags, the tags' expiries) and the value itself only
     * when this instance's copy is not that very version: a hot page costs no 200 KB transfer.
     */
    async get(key, ctx) {
      const copy = memory.get(key)?.entry;
      const remote = await store.run(async (client) => {
        const [stamp, entryTags] = await client.hmGet(prefix + key, ['lastModified', 'tags']);
        if (!stamp) return null;
        const lastModified = Number(stamp);
        const tags = [...new Set([...JSON.parse(entryTags ?? '[]'), ...tagsOf({ value: null, lastModified, tags: [] }, ctx)])];
        const states = tags.length > 0 ? (await client.hmGet(TAGS_KEY, tags)).map(parseTagState) : [];
        tags.forEach((tag, i) => {
          const state = states[i];
          if (state && !pending.has(tag)) knownTags.set(tag, state);
        });
        if (outdated({ lastModified }, states)) return { entry: null };
        if (copy && copy.lastModified === lastModified) return { entry: copy };
        const [meta, value] = await client.hmGet(prefix + key, ['entry', 'value']);
        if (!meta || !value) return null;
        return { entry: /** @type {Entry} */ ({ ...JSON.parse(meta), value: deserialize(value) }), size: value.length };
      });
      if (remote !== UNAVAILABLE && pending.size > 0) void flushPending();
      if (remote === UNAVAILABLE) {
        if (
          !copy ||
          outdated(
            copy,
            tagsOf(copy, ctx).map((tag) => knownTags.get(tag)),
          )
        )
          return null;
        return handlerValue(copy);
      }
      if (remote === null) memory.delete(key);
      if (!remote?.entry) return null;
      if ('size' in remote && remote.size !== undefined) memory.set(key, { entry: remote.entry, size: remote.size });
      return handlerValue(remote.entry);
    },

    async set(key, data, ctx) {
      const entry = entryOf(data, ctx);
      const value = serialize(data);
      memory.set(key, { entry, size: value.length });
      const fields = {
        lastModified: String(entry.lastModified),
        // Every tag it answers to, so a reader checks them without reading the value.
        tags: JSON.stringify(tagsOf(entry)),
        entry: JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags, cacheControl: entry.cacheControl }),
        value,
      };
      // Next awaits set() before it answers a miss: the write goes on without the visitor.
      void store.run(
        (client) => {
          const batch = client
            .multi()
            .hSet(prefix + key, fields)
            .expire(prefix + key, ENTRY_TTL_SECONDS);
          if (isPageValue(data)) batch.zAdd(pagesKey, { score: entry.lastModified, value: pagePathOf(key) });
          return batch.exec();
        },
        { background: true },
      );
    },

    /** True when Redis cannot say, so the page route decides as it would without Redis. */
    async holds(pathKey) {
      const score = await store.run((client) => client.zScore(pagesKey, pathKey));
      if (score === UNAVAILABLE) return true;
      return score !== null && Date.now() - score < ENTRY_TTL_SECONDS * 1000;
    },

    /** From whichever instance wrote it, before or after a restart. */
    async lastCopy(key) {
      const found = await stored(key);
      return found ? handlerValue(found.entry) : null;
    },

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const states = list.map((tag) => /** @type {const} */ ([tag, expiredTag(knownTags.get(tag), durations)]));
      for (const [tag, state] of states) knownTags.set(tag, state);
      const written = await store.run((client) => client.hSet(TAGS_KEY, Object.fromEntries(states.map(([tag, state]) => [tag, JSON.stringify(state)]))));
      if (written === UNAVAILABLE) {
        for (const tag of list) pending.add(tag);
        void flushPending();
      }
    },
  };
};
