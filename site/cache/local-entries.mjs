// @ts-check
/**
 * Entries on this machine (no REDIS_URL): the recent ones in memory, every one in a file under the
 * build's server folder, so cached pages outlive a restart as they do with Next's own cache. Tag
 * expiries are written beside them: an entry a webhook expired stays expired after a restart.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { deserialize, entryOf, expiredTag, handlerValue, outdated, serialize, tagsOf } from './entries.mjs';

/** @typedef {import('./entries.mjs').Entry} Entry */
/** @typedef {import('./entries.mjs').Entries} Entries */
/** @typedef {import('./entries.mjs').TagState} TagState */

/** The entries kept in memory (Next's own default for its cache). */
export const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024;
/** Where Next's page keys lead: `route-cache/APP_PAGE/{route hash}/$/{path}`. */
const PAGES_DIR = path.join('route-cache', 'APP_PAGE');

/**
 * @param {string | undefined} dir the folder the files go in; none: memory only
 * @returns {Entries}
 */
export const localEntries = (dir) => {
  /** @type {LRUCache<string, { entry: Entry; size: number }>} */
  const memory = new LRUCache({ maxSize: LOCAL_MEMORY_BYTES, sizeCalculation: (item) => item.size });
  const tagsFile = dir ? path.join(dir, 'tags.json') : null;
  /** @returns {Record<string, TagState>} */
  const storedTags = () => {
    try {
      return tagsFile ? JSON.parse(readFileSync(tagsFile, 'utf8')) : {};
    } catch {
      return {};
    }
  };
  /** @type {Map<string, TagState>} */
  const tagStates = new Map(Object.entries(storedTags()));
  /** Each key's file: the key is a path already; one that would leave the folder is kept in memory only. @param {string} key */
  const fileOf = (key) => {
    if (!dir) return null;
    const file = path.join(dir, `${key}.entry`);
    return file.startsWith(dir + path.sep) ? file : null;
  };

  /** @param {string} key */
  const read = async (key) => {
    const kept = memory.get(key);
    if (kept) return kept.entry;
    const file = fileOf(key);
    if (!file) return null;
    try {
      const text = await readFile(file, 'utf8');
      // The entry's stamp and tags on the first line, its value after it.
      const newline = text.indexOf('\n');
      const entry = /** @type {Entry} */ ({ ...JSON.parse(text.slice(0, newline)), value: deserialize(text.slice(newline + 1)) });
      memory.set(key, { entry, size: text.length });
      return entry;
    } catch {
      return null;
    }
  };

  return {
    async get(key, ctx) {
      const entry = await read(key);
      if (
        !entry ||
        outdated(
          entry,
          tagsOf(entry, ctx).map((tag) => tagStates.get(tag)),
        )
      )
        return null;
      return handlerValue(entry);
    },

    async set(key, data, ctx) {
      const entry = entryOf(data, ctx);
      const value = serialize(data);
      memory.set(key, { entry, size: value.length });
      const file = fileOf(key);
      if (!file) return;
      const text = `${JSON.stringify({ lastModified: entry.lastModified, tags: entry.tags, cacheControl: entry.cacheControl })}\n${value}`;
      // Written whole, then renamed: a reader never sees half a page.
      const partial = `${file}.${process.pid}.${entry.lastModified}.tmp`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(partial, text);
      await rename(partial, file);
    },

    async holds(pathKey) {
      if (!dir) return false;
      const pages = path.join(dir, PAGES_DIR);
      const routes = existsSync(pages) ? readdirSync(pages) : [];
      return routes.some((route) => existsSync(path.join(pages, route, '$', `${pathKey}.entry`)));
    },

    async lastCopy(key) {
      const entry = await read(key);
      return entry ? handlerValue(entry) : null;
    },

    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      for (const tag of list) tagStates.set(tag, expiredTag(tagStates.get(tag), durations));
      if (!tagsFile || list.length === 0) return;
      // Merged with what other processes of this build wrote meanwhile; written whole, then renamed.
      const all = { ...storedTags(), ...Object.fromEntries(list.map((tag) => [tag, tagStates.get(tag)])) };
      const partial = `${tagsFile}.${process.pid}.${Date.now()}.tmp`;
      await mkdir(path.dirname(tagsFile), { recursive: true });
      await writeFile(partial, JSON.stringify(all));
      await rename(partial, tagsFile);
    },
  };
};
