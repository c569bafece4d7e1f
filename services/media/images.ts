/**
 * The image CDN of the local media service (spec 3.6, 7.3, 9.5): `/media/{uuid}/{name}` with w, h,
 * q, force_format and the presets p, resized and re-encoded with sharp. It makes only the sizes the
 * site names (schema/media-variants.ts, siteVariant): any other w or h is served at the nearest
 * named size, never larger than the original, at the quality the site uses for it, as JPEG or WebP.
 * So the variants of one picture are a short list, each made once, whichever URLs are asked for:
 * requests that land on the same variant share one file and one encode.
 *
 * Encodes go through a bounded queue (encode-queue.ts): a request that finds it full is answered
 * `busy` at once, and an encode that overruns its time limit is given up.
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
import { MEDIA_PRESETS } from '../../schema/constants/media';
import { siteVariant, type SiteVariant, type SourceSize } from '../../schema/media-variant-set';
import { createDiskCache } from './disk-cache';
import { createEncodeQueue, ENCODE_RETRY_AFTER_SECONDS, ENCODE_TIMEOUT_SECONDS, EncodeQueueFull, type EncodeQueue } from './encode-queue';
import type { MediaEntry, MediaLibrary } from './library';

// Each variant is made once and then served from the disk cache, so libvips' own cache of recent
// operations only holds memory: a crawl asking for many sizes grew the server by hundreds of MB.
sharp.cache(false);

const FORMATS = ['jpeg', 'jpg', 'webp', 'avif', 'png'] as const;
const CONTENT_TYPES = { jpeg: 'image/jpeg', webp: 'image/webp' } as const;
export const MEDIA_CACHE_MAX_BYTES = 512 * 1024 * 1024;
/** Larger numbers ask for the largest size all the same; bounded so the arithmetic stays finite. */
const LARGEST_NUMBER = 100_000;

/** Where the variants of a media folder are cached: beside it, not inside it (`.data/media-cache`). */
export const variantCacheDir = (mediaDir: string): string => path.join(path.dirname(mediaDir), 'media-cache');

const wholeNumber = z
  .string()
  .regex(/^\d+$/)
  .transform((value) => Math.min(Number(value), LARGEST_NUMBER));
/** What each parameter expects, in the words of the 400 message. */
const EXPECTS = {
  w: 'a whole number of pixels',
  h: 'a whole number of pixels',
  q: 'a whole number',
  force_format: `one of ${FORMATS.join(', ')}`,
  p: `one of ${MEDIA_PRESETS.join(', ')}`,
} as const;

const isParam = (key: unknown): key is keyof typeof EXPECTS => typeof key === 'string' && key in EXPECTS;

export const mediaQuery = z.object({
  w: wholeNumber.optional(),
  h: wholeNumber.optional(),
  q: wholeNumber.optional(),
  force_format: z.enum(FORMATS).optional(),
  p: z.enum(MEDIA_PRESETS).optional(),
});
export type MediaQuery = z.output<typeof mediaQuery>;

export type MediaResult =
  /** `negotiated`: the format followed the request's Accept header, so the answer varies by it. */
  | { body: Buffer; type: string; negotiated: boolean }
  | { error: 'not-found'; message: string }
  | { error: 'bad-request'; message: string }
  /** Every encode slot and the queue are taken, or the encode ran out of time: try again after `retryAfter` seconds. */
  | { error: 'busy'; message: string; retryAfter: number };

/** The query's parameters, or a message naming each bad one and what it expects. */
export const parseMediaQuery = (search: URLSearchParams): { ok: true; query: MediaQuery } | { ok: false; message: string } => {
  const values = Object.fromEntries(Object.keys(EXPECTS).flatMap((key) => (search.has(key) ? [[key, search.get(key)]] : [])));
  const parsed = mediaQuery.safeParse(values);
  if (parsed.success) return { ok: true, query: parsed.data };
  const bad = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter(isParam));
  // The value is quoted as a URL spells it, so nothing a visitor typed comes back as markup.
  const message = [...bad].map((key) => `${key} must be ${EXPECTS[key]}, got "${encodeURIComponent((search.get(key) ?? '').slice(0, 40))}"`).join('; ');
  return { ok: false, message };
};

/** The format a resized image takes when the URL names none: WebP where the client says it reads it. */
export const negotiatedFormat = (accept: string): 'webp' | 'jpeg' => (/(^|,)\s*image\/webp\s*(;|,|$)/i.test(accept) ? 'webp' : 'jpeg');

export type ImageCdn = { get(uuid: string, search: URLSearchParams, accept?: string): Promise<MediaResult> };

/** The original's size: the library's record, else the file's header (an index written without it). */
const sourceSize = async (entry: MediaEntry, file: string): Promise<SourceSize> => {
  if (entry.width > 0 && entry.height > 0) return { width: entry.width, height: entry.height };
  const { width, height } = await sharp(file).metadata();
  return { width, height };
};

const encode = (file: string, variant: SiteVariant, format: 'jpeg' | 'webp'): Promise<Buffer> =>
  sharp(file)
    .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
    .resize({ width: variant.w, height: variant.h, fit: variant.h ? 'cover' : 'inside', withoutEnlargement: true })
    .toFormat(format, { quality: variant.q })
    .toBuffer();

const isTimeout = (error: unknown): boolean => error instanceof Error && /timeout/i.test(error.message);

export const createImageCdn = ({
  library,
  cacheDir,
  maxCacheBytes = MEDIA_CACHE_MAX_BYTES,
  queue = createEncodeQueue(),
}: {
  library: MediaLibrary;
  cacheDir: string;
  maxCacheBytes?: number;
  queue?: EncodeQueue;
}): ImageCdn => {
  const cache = createDiskCache(cacheDir, maxCacheBytes);
  return {
    get: async (uuid, search, accept = '') => {
      const query = parseMediaQuery(search);
      if (!query.ok) return { error: 'bad-request', message: query.message };
      const entry = await library.find(uuid);
      if (!entry) return { error: 'not-found', message: `Media file ${uuid} not found` };
      const file = library.filePath(entry);
      const { w, h, q, force_format: format, p } = query.query;
      const variant = entry.type.startsWith('image/') ? siteVariant({ w, h, q, p, format }, await sourceSize(entry, file)) : null;
      if (!variant) return { body: await readFile(file), type: entry.type, negotiated: false };
      const out = variant.format === 'auto' ? negotiatedFormat(accept) : variant.format;
      // The same key as before sizes were named, so variants already made are found again.
      const key = createHash('sha1')
        .update(JSON.stringify([uuid, variant.w, variant.h, variant.q, out]))
        .digest('hex');
      try {
        const body = await cache.getOrMake(`${key}.${out}`, () => queue.run(() => encode(file, variant, out)));
        return { body, type: CONTENT_TYPES[out], negotiated: variant.format === 'auto' };
      } catch (error) {
        if (error instanceof EncodeQueueFull || isTimeout(error)) {
          return { error: 'busy', message: error instanceof Error ? error.message : String(error), retryAfter: ENCODE_RETRY_AFTER_SECONDS };
        }
        throw error;
      }
    },
  };
};
