/**
 * The local media library: the files the demo generator writes into the media folder, with their
 * metadata in its `index.json` (tools/content/images.ts), checked with zod when first read.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

const localised = z.record(z.string(), z.string());

export const mediaEntrySchema = z.object({
  id: z.string(),
  /** A plain file name inside the media folder, never a path. */
  file: z.string().regex(/^[\w.-]+$/),
  name: z.string(),
  type: z.string(),
  width: z.number(),
  height: z.number(),
  alt: localised,
  title: localised.nullable(),
  description: localised,
  blurhash: z.string().nullable(),
  videoPoster: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaEntry = z.infer<typeof mediaEntrySchema>;

const mediaIndexSchema = z.record(z.string(), mediaEntrySchema);
export const MEDIA_INDEX_FILE = 'index.json';

export type MediaLibrary = {
  find(uuid: string): Promise<MediaEntry | undefined>;
  /** The file of an entry on disk. */
  filePath(entry: MediaEntry): string;
};

/** A library over entries already in memory (the demo generator's index before it is written). */
export const mediaLibraryOf = (entries: Readonly<Record<string, MediaEntry>>, dir = ''): MediaLibrary => ({
  find: async (uuid) => (Object.hasOwn(entries, uuid) ? entries[uuid] : undefined),
  filePath: (entry) => path.join(dir, entry.file),
});

/** The library of a media folder; its index is read on first use (again after a failed read). */
export const openMediaLibrary = (dir: string): MediaLibrary => {
  let index: Promise<MediaLibrary> | undefined;
  const load = (): Promise<MediaLibrary> =>
    (index ??= readFile(path.join(dir, MEDIA_INDEX_FILE), 'utf8')
      .then((text) => mediaLibraryOf(mediaIndexSchema.parse(JSON.parse(text)), dir))
      .catch((error: unknown) => {
        index = undefined;
        throw new Error(`Media index ${path.join(dir, MEDIA_INDEX_FILE)} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }));
  return {
    find: async (uuid) => (await load()).find(uuid),
    filePath: (entry) => path.join(dir, entry.file),
  };
};
