/**
 * The image CDN of the local media service (spec 3.6, 7.3, 9.5): `/media/{uuid}/{name}` with w, h,
 * q, force_format and the presets p, resized and re-encoded with sharp. Each variant is made once
 * and kept in a disk cache bounded in bytes (least recently used out), so a flood of distinct sizes
 * costs render time but cannot fill the disk.
 *
 * Without force_format a resized image comes as WebP to a browser that accepts it, JPEG otherwise
 * (`Vary: Accept`), as image CDNs' automatic format does: the same URL, a half to a quarter of the
 * bytes, and no page has to name a format in its srcsets.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { createDiskCache } from './disk-cache';
import type { MediaLibrary } from './library';

// Each variant is made once and then served from the disk cache, so libvips' own cache of recent
// operations only holds memory: a crawl asking for many sizes grew the server by hundreds of MB.
sharp.cache(false);

/** Spec 3.6, 9.5: the media host's presets. */
export const MEDIA_PRESETS = {
  'yacht-thumbnail': { w: 480, h: 320 },
  'yacht-thumbnail-large': { w: 960, h: 640 },
  'yacht-feature': { w: 1440, h: 900 },
} as const;
type Preset = keyof typeof MEDIA_PRESETS;
const PRESETS = Object.keys(MEDIA_PRESETS).filter((p): p is Preset => p in MEDIA_PRESETS);

const FORMATS = ['jpeg', 'jpg', 'webp', 'avif', 'png'] as const;
const CONTENT_TYPES = { jpeg: 'image/jpeg', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' } as const;
const DEFAULT_QUALITY = 75;
export const MEDIA_CACHE_MAX_BYTES = 512 * 1024 * 1024;

/** Where the variants of a media folder are cached: beside it, not inside it (`.data/media-cache`). */
export const variantCacheDir = (mediaDir: string): string => path.join(path.dirname(mediaDir), 'media-cache');

const size = z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(16).max(4096));
/** What each parameter expects, in the words of the 400 message. */
const EXPECTS = {
  w: 'a whole number of pixels from 16 to 4096',
  h: 'a whole number of pixels from 16 to 4096',
  q: 'a whole number from 1 to 100',
  force_format: `one of ${FORMATS.join(', ')}`,
  p: `one of ${PRESETS.join(', ')}`,
} as const;

const isParam = (key: unknown): key is keyof typeof EXPECTS => typeof key === 'string' && key in EXPECTS;

export const mediaQuery = z.object({
  w: size.optional(),
  h: size.optional(),
  q: z.string().regex(/^\d+$/).transform(Number).pipe(z.int().min(1).max(100)).optional(),
  force_format: z.enum(FORMATS).optional(),
  p: z.enum(PRESETS).optional(),
});
export type MediaQuery = z.output<typeof mediaQuery>;

export type MediaResult =
  /** `negotiated`: the format followed the request's Accept header, so the answer varies by it. */
  | { body: Buffer; type: string; negotiated: boolean }
  | { error: 'not-found'; message: string }
  | { error: 'bad-request'; message: string };

/** The query's parameters, or a message naming each bad one and what it expects. */
export const parseMediaQuery = (search: URLSearchParams): { ok: true; query: MediaQuery } | { ok: false; message: string } => {
  const values = Object.fromEntries(Object.keys(EXPECTS).flatMap((key) => (search.has(key) ? [[key, search.get(key)]] : [])));
  const parsed = mediaQuery.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter(isParam));
  const message = [...bad].map((key) => `${key} must be ${EXPECTS[key]}, got "${search.get(key) ?? ''}"`).join('; ');
  return { ok: false, message };
};

/** The format a resized image takes when the URL names none: WebP where the client says it reads it. */
export const negotiatedFormat = (accept: string): 'webp' | 'jpeg' => (/(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept) ? 'webp' : 'jpeg');

export type ImageCdn = { get(uuid: string, search: URLSearchParams, accept?: string): Promise<MediaResult> };

export const createImageCdn = ({
  library,
  cacheDir,
  maxCacheBytes = MEDIA_CACHE_MAX_BYTES,
}: {
  library: MediaLibrary;
  cacheDir: string;
  maxCacheBytes?: number;
}): ImageCdn => {
  const cache = createDiskCache(cacheDir, maxCacheBytes);
  return {
    get: async (uuid, search, accept = '') => {
      const query = parseMediaQuery(search);
      if (!query.ok) return { error: 'bad-request', message: query.message };
      const entry = await library.find(uuid);
      if (!entry) return { error: 'not-found', message: `Media file ${uuid} not found` };
      const source = library.filePath(entry);
      const { w, h, q, force_format: format, p } = query.query;
      const preset = p ? MEDIA_PRESETS[p] : undefined;
      const width = w ?? preset?.w;
      const height = h ?? preset?.h;
      if (!entry.type.startsWith('image/') || (!width && !height && !q && !format)) {
        return { body: await readFile(source), type: entry.type, negotiated: false };
      }
      const out = format === undefined ? negotiatedFormat(accept) : format === 'jpg' ? 'jpeg' : format;
      const quality = q ?? DEFAULT_QUALITY;
      const key = createHash('sha1').update(JSON.stringify([uuid, width, height, quality, out])).digest('hex');
      const body = await cache.getOrMake(`${key}.${out}`, () =>
        sharp(source)
          .resize({ width, height, fit: width && height ? 'cover' : 'inside', withoutEnlargement: true })
          .toFormat(out, { quality })
          .toBuffer(),
      );
      return { body, type: CONTENT_TYPES[out], negotiated: format === undefined };
    },
  };
};
