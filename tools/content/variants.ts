/**
 * The image variants the demo pages ask for, made when the demo is seeded (spec 3.6, 9.5): without
 * them the local image CDN makes each on its first request, and the first visitor of a page waits
 * for sharp. Which variants comes from schema/media-variants.ts, the lists the components build
 * their srcsets from: every width for a picture a content item names, and every preset for a
 * yacht's or berth's pictures (cards, gallery thumbs, lightbox), those of its gallery file included,
 * and the phone crops of a cover's picture.
 * They are made through the CDN itself, so they land in its cache under the keys it reads, in the
 * format it gives browsers (WebP: services/media/images.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { PAGE_COVER_DEFAULTS, PAGE_COVER_SIZES, type PageCoverSize } from '../../schema/constants/component-defaults';
import { coverCropVariants } from '../../schema/cover-crops';
import { pageImageVariants, type ImageVariant } from '../../schema/media-variants';
import { createImageCdn, variantCacheDir } from '../../services/media/images';
import { openMediaLibrary } from '../../services/media/library';
import type { MediaIndex } from './images';

type Item = { system: { type: string }; elements: unknown };

/** Types whose pictures are shown through the media host's presets. */
const PRESET_TYPES: ReadonlySet<string> = new Set(['yacht', 'berth']);
/** Types drawn as cover bands, whose pictures a phone held upright asks for cropped (components/ui/cover-sizes.ts). */
const COVER_TYPES: ReadonlySet<string> = new Set(['page_cover_component', 'image_video_hero_component']);
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** What a browser's image request accepts: the variants are made in the format browsers are given. */
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
/** Two at a time: sharp already spreads one image over its threads, and the machine may be shared. */
const CONCURRENCY = 2;

/** A cover item's `size` choice (schema/components/page_cover_component.ts); without one, the default. */
const sizeChoice = z.object({ size: z.object({ value: z.array(z.object({ codename: z.enum(PAGE_COVER_SIZES) })) }).optional() });
const coverSize = (elements: unknown): PageCoverSize => {
  const parsed = sizeChoice.safeParse(elements);
  return (parsed.success ? parsed.data.size?.value[0]?.codename : undefined) ?? PAGE_COVER_DEFAULTS.size;
};

const idsIn = (text: string, index: MediaIndex): string[] => (text.match(UUID) ?? []).filter((id) => Object.hasOwn(index, id));

/** uuid -> the variants pages ask of it. */
export const planVariants = async (items: readonly Item[], index: MediaIndex, mediaDir: string): Promise<Map<string, ImageVariant[]>> => {
  const named = new Set<string>();
  const presets = new Set<string>();
  const covers = new Map<string, Set<PageCoverSize>>();
  const galleries = new Set<string>();
  for (const item of items) {
    for (const id of idsIn(JSON.stringify(item.elements), index)) {
      const entry = index[id];
      if (entry?.type.startsWith('image/')) named.add(id);
      if (entry?.type.startsWith('image/') && COVER_TYPES.has(item.system.type)) {
        const sizes = covers.get(id) ?? new Set<PageCoverSize>();
        covers.set(id, sizes.add(coverSize(item.elements)));
      }
      if (!PRESET_TYPES.has(item.system.type)) continue;
      if (entry?.type.startsWith('image/')) presets.add(id);
      else if (entry?.type === 'application/json') galleries.add(entry.file);
    }
  }
  for (const file of galleries) {
    for (const id of idsIn(await readFile(join(mediaDir, file), 'utf8'), index)) if (index[id]?.type.startsWith('image/')) presets.add(id);
  }
  const plan = new Map<string, ImageVariant[]>();
  for (const id of new Set([...named, ...presets])) {
    const width = index[id]?.width ?? 0;
    const crops = [...(covers.get(id) ?? [])].flatMap((size) => coverCropVariants(width, index[id]?.height ?? 0, size));
    const variants = [...pageImageVariants(width, { presets: presets.has(id) }), ...crops].filter((v) => v.w >= 16 && (named.has(id) || v.h !== undefined));
    if (variants.length > 0) plan.set(id, variants);
  }
  return plan;
};

/** Makes every planned variant missing from the CDN's cache; returns how many variants the plan holds. */
export const makeVariants = async (plan: ReadonlyMap<string, readonly ImageVariant[]>, mediaDir: string): Promise<number> => {
  const cdn = createImageCdn({ library: openMediaLibrary(mediaDir), cacheDir: variantCacheDir(mediaDir) });
  const jobs = [...plan].flatMap(([id, variants]) => variants.map((v) => () => cdn.get(id, new URLSearchParams(Object.entries(v).map(([key, value]) => [key, String(value)])), BROWSER_ACCEPT)));
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const result = await job?.();
      if (result && 'error' in result) throw new Error(`Image variant could not be made: ${result.message}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return jobs.length;
};
