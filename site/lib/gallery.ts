/**
 * The yacht page's gallery file (spec 3.5, 7.4), loaded once per page and cached with the content
 * tag like the page itself. The local media stand-in is read in-process (no request to our own
 * port); a hosted MEDIA_HOST, or an absolute asset URL, is fetched. Failures follow spec 8.3.
 */
import { REQUEST_TIMEOUT_MS } from '../../schema/constants/fetching';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import type { PageContext } from '../../schema/define';
import type { LinkedItems } from '../../schema/kontent';
import type { GalleryJson } from '../../schema/yacht/gallery';
import { CONTENT_TAG } from './cache-tags';
import { PAGE_REVALIDATE_SECONDS } from './content';
import { serverEnv } from './env';
import { absoluteGalleryUrl, loadGallery, localMediaUuid, readGallery, type GalleryReader } from './gallery-load';
import { imageCdn } from './media';
import { log, problemOf } from '../../schema/log';

/** The two elements of a yacht item the loader needs (the yacht components check the rest). */
const yachtGalleryElements = z.object({
  name: z.object({ value: z.string() }),
  gallery_asset: z.object({ value: z.array(z.object({ url: z.string() })) }).optional(),
});

const NO_QUERY = new URLSearchParams();

/** The local media service in-process: its answer as an HTTP-like reply. */
const localReader: GalleryReader = async (url) => {
  const uuid = localMediaUuid(url);
  if (!uuid) throw new Error(`${url} is not a local media URL`);
  const result = await imageCdn().get(uuid, NO_QUERY);
  if ('error' in result) return { status: result.error === 'not-found' ? 404 : 400, text: async () => result.message };
  return { status: 200, text: async () => result.body.toString('utf8') };
};

const fetchReader =
  (base: string): GalleryReader =>
  async (url) => {
    // A hung media host costs the gallery (spec 8.3: null), never the page's render.
    const response = await fetch(absoluteGalleryUrl(url, base), { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    return { status: response.status, text: () => response.text() };
  };

/** Which reader answers a gallery URL under the current configuration. */
export const galleryReader = (url: string): GalleryReader => {
  const env = serverEnv();
  if (!env.MEDIA_HOST && localMediaUuid(url)) return localReader;
  return fetchReader(env.MEDIA_HOST ?? env.SITE_URL);
};

class GalleryUnavailable extends Error {}

/** Cached per URL; a failure throws inside, so it is not cached and the next render tries again. */
const cachedGallery = (url: string, yacht: string): Promise<GalleryJson> =>
  unstable_cache(
    async () => {
      const result = await readGallery(url, yacht, galleryReader(url));
      if (!result.ok) throw new GalleryUnavailable(result.message);
      return result.gallery;
    },
    ['gallery', url],
    { tags: [CONTENT_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
  )();

/** One load per request and URL, whatever number of components read it. */
const galleryAt = cache(async (url: string, yacht: string, preview: boolean): Promise<GalleryJson | null> => {
  if (preview) return loadGallery(url, yacht, galleryReader(url));
  try {
    return await cachedGallery(url, yacht);
  } catch (error) {
    log.error(error instanceof GalleryUnavailable ? error.message : `Gallery of yacht '${yacht}' failed`, { yacht, url, error: problemOf(error) });
    return null;
  }
});

/** The gallery of the page's yacht, or null when the page has none or it fails (spec 8.3). */
export const pageGallery = async (page: Omit<PageContext, 'gallery'>, linkedItems: LinkedItems, preview: boolean): Promise<GalleryJson | null> => {
  const item = page.yacht ? linkedItems[page.yacht] : undefined;
  if (!item || item.system.type !== 'yacht') return null;
  const parsed = yachtGalleryElements.safeParse(item.elements);
  const url = parsed.success ? parsed.data.gallery_asset?.value[0]?.url : undefined;
  if (!parsed.success || !url) return null;
  return galleryAt(url, parsed.data.name.value.trim() || item.system.codename, preview);
};
