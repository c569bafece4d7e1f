/**
 * The brochure's files from the media service (spec 3.6, 7.3, 7.4): images as JPEG sized for print
 * and the gallery JSON. The local library is read in-process (resized with sharp by the image
 * CDN); a hosted DAM is fetched with the same query parameters. A file that fails is left out.
 */
import { mediaUrl, type MediaParams } from '../../../components/ui/media-url';
import { PRINT_IMAGE } from '../../../schema/media-variant-set';
import { galleryJsonSchema, type GalleryJson } from '../../../schema/yacht/gallery';
import { serverEnv } from '../env';
import { imageCdn } from '../media';
import { log, problemOf } from '../../../schema/log';

const LOCAL_MEDIA = /^\/media\/([0-9a-f-]{36})\//;
const FETCH_TIMEOUT_MS = 10_000;

/** The local image CDN's encodes all taken: wait for a slot a few times rather than print the brochure without the picture. */
const BUSY_TRIES = 6;
const BUSY_WAIT_MS = 500;

const localBytes = async (uuid: string, search: URLSearchParams): Promise<Buffer | null> => {
  for (let attempt = 1; ; attempt += 1) {
    const result = await imageCdn().get(uuid, search);
    if (!('error' in result)) return result.body;
    if (result.error !== 'busy' || attempt >= BUSY_TRIES) return null;
    await new Promise((resolve) => setTimeout(resolve, BUSY_WAIT_MS));
  }
};

const fetchBytes = async (url: string, params: MediaParams): Promise<Buffer | null> => {
  const local = LOCAL_MEDIA.exec(url);
  const env = serverEnv();
  if (local?.[1] && !env.MEDIA_HOST) {
    return localBytes(local[1], new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]]))));
  }
  try {
    const absolute = new URL(mediaUrl(url, params), env.MEDIA_HOST ?? env.SITE_URL);
    const response = await fetch(absolute, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
  } catch (error) {
    log.warn('brochure: could not fetch an image', { url, error: problemOf(error) });
    return null;
  }
};

/** Print sizes, among the sizes the media host makes (schema/media-variants.ts). */
export { PRINT_IMAGE };

export const printImage = (url: string, size: { w: number; h: number }): Promise<Buffer | null> => fetchBytes(url, { w: size.w, h: size.h, q: PRINT_IMAGE.quality, force_format: 'jpeg' });

/** Spec 3.5, 8.3: the gallery file, or null when it is missing, not JSON or not a gallery. */
export const loadGallery = async (url: string | null): Promise<GalleryJson | null> => {
  if (!url) return null;
  const bytes = await fetchBytes(url, {});
  if (!bytes) return null;
  try {
    const parsed = galleryJsonSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};
