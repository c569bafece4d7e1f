/**
 * An items file read on demand. Beside each items file the writer leaves an index
 * (`items.published.json.index.json`): per variant its codename, language, type and where its line
 * is in the file. With it the store knows every item without parsing the file, and reads, parses
 * and validates a variant only when a request needs it, keeping the most recent ones in a bounded
 * cache. A 5,000-yacht store (about 320 MB per items file) would otherwise be parsed whole before
 * the first answer and held whole in memory.
 */
import { closeSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { variantSchema, type Variant } from './store-schema';

/** How much JSON the parsed-variant cache holds per items file: about three times that in memory. */
export const VARIANT_CACHE_BYTES = 96 * 1024 * 1024;

export const indexPathOf = (itemsFile: string): string => `${itemsFile}.index.json`;

const entrySchema = z.tuple([z.string().min(1), z.string().min(1), z.string(), z.number().int().nonnegative(), z.number().int().positive()]);
const indexFileSchema = z.object({ bytes: z.number().int().nonnegative(), mtimeMs: z.number(), entries: z.array(entrySchema) });
/** [codename, language, type, byte offset of the variant's JSON, its byte length] */
export type IndexEntry = z.infer<typeof entrySchema>;

const systemOnly = z.object({ system: z.object({ codename: z.string().min(1), language: z.string().min(1), type: z.string() }) });

/**
 * Where each variant of a file written one variant per line starts; null when a variant has no
 * readable system part (the file is then read whole, and its problems reported as a whole).
 */
export const indexLines = (lines: readonly { offset: number; length: number }[], variants: readonly unknown[]): IndexEntry[] | null => {
  const entries: IndexEntry[] = [];
  for (const [i, variant] of variants.entries()) {
    const system = systemOnly.safeParse(variant);
    const line = lines[i];
    if (!system.success || !line) return null;
    const { codename, language, type } = system.data.system;
    entries.push([codename, language, type, line.offset, line.length]);
  }
  return entries;
};

/** Writes the index of `itemsFile`, stamped with the file's size and time so a stale index is never used. */
export const writeItemIndex = (itemsFile: string, entries: readonly IndexEntry[], indexFile = indexPathOf(itemsFile)): void => {
  const { size, mtimeMs } = statSync(itemsFile);
  writeFileSync(indexFile, JSON.stringify({ bytes: size, mtimeMs, entries }));
};

/** The index of `itemsFile` when it exists and was written for the file as it is now. */
export const readItemIndex = (itemsFile: string): IndexEntry[] | null => {
  const stat = statSync(itemsFile, { throwIfNoEntry: false });
  let text: string;
  try {
    text = readFileSync(indexPathOf(itemsFile), 'utf8');
  } catch {
    return null;
  }
  const parsed = indexFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success || !stat || parsed.data.bytes !== stat.size || parsed.data.mtimeMs !== stat.mtimeMs) return null;
  return parsed.data.entries;
};

/** Reads variants from `itemsFile` by index entry: parsed and validated once, then cached. */
export const variantReader = (itemsFile: string, describeError: (entry: IndexEntry, issues: string) => Error) => {
  const cache = new Map<IndexEntry, Variant>();
  let cachedBytes = 0;
  return (entry: IndexEntry): Variant => {
    const hit = cache.get(entry);
    if (hit) {
      // Map order is insertion order: re-inserting marks the variant most recently used.
      cache.delete(entry);
      cache.set(entry, hit);
      return hit;
    }
    const [codename, language, , offset, length] = entry;
    const buffer = Buffer.alloc(length);
    const fd = openSync(itemsFile, 'r');
    try {
      readSync(fd, buffer, 0, length, offset);
    } finally {
      closeSync(fd);
    }
    let json: unknown;
    try {
      json = JSON.parse(buffer.toString('utf8'));
    } catch {
      throw describeError(entry, '(root): not valid JSON at the indexed position; regenerate the content');
    }
    const result = variantSchema.safeParse(json);
    if (!result.success) {
      throw describeError(
        entry,
        result.error.issues
          .slice(0, 10)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('\n  '),
      );
    }
    if (result.data.system.codename !== codename || result.data.system.language !== language) {
      throw describeError(entry, '(root): the variant at the indexed position is another item; regenerate the content');
    }
    cache.set(entry, result.data);
    cachedBytes += length;
    for (const [oldest] of cache) {
      if (cachedBytes <= VARIANT_CACHE_BYTES) break;
      cache.delete(oldest);
      cachedBytes -= oldest[4];
    }
    return result.data;
  };
};
