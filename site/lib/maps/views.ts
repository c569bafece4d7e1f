/**
 * The map pictures the site shows (spec 3.10): the addresses MapPreview names for every map item of
 * the content, built by the same functions (the component's mapping, then mapPreviewPath). Each
 * picture costs a pass over the world's coastline, so the route draws only these: published maps
 * for everyone, draft maps for an editor holding the preview grant.
 */
import type { IDeliveryClient } from '@kontent-ai/delivery-sdk';
import { unstable_cache } from 'next/cache';
import { z } from 'zod';
import { feedQueryConfig } from '../../../renderer/delivery/query-config';
import { mapDestinationsComponent } from '../../../schema/components/map_destinations_component';
import { MAP_PREVIEW_SHAPES, mapPreviewPath, type MapPreviewShape } from '../../../schema/constants/itinerary';
import { LOCALES, type Locale } from '../../../schema/constants/locale';
import { itemRef, mapItem } from '../../../schema/define';
import { contentItemSchema } from '../../../schema/kontent';
import { CONTENT_TAG, MAP_VIEWS_TAG } from '../cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '../content';
import { getDelivery } from '../delivery';

const SHAPES = Object.keys(MAP_PREVIEW_SHAPES).filter((shape): shape is MapPreviewShape => Object.hasOwn(MAP_PREVIEW_SHAPES, shape));
/** The elements a map's view comes from (its destinations make the item valid at all). */
const VIEW_ELEMENTS = ['center_lat', 'center_lng', 'zoom', 'destinations'];
const feedPage = z.object({ items: z.array(z.unknown()) });

/** The picture addresses of map items (raw feed items) in a locale; items that do not map show no map. */
export const viewPaths = (items: readonly unknown[], locale: Locale): string[] =>
  items.flatMap((raw) => {
    const item = contentItemSchema.safeParse(raw);
    if (!item.success || item.data.system.type !== mapDestinationsComponent.codename) return [];
    const mapped = mapItem(mapDestinationsComponent, item.data.elements, { locale, item: itemRef(item.data), linkedItems: {} });
    return mapped.ok ? SHAPES.map((shape) => mapPreviewPath(mapped.props.view, shape)) : [];
  });

/** Every map item's picture addresses, in every language (fallbacks included), read through the items feed. */
export const readViewPaths = async (client: IDeliveryClient, languages: Record<Locale, string>, preview: boolean): Promise<string[]> => {
  const perLocale = await Promise.all(
    LOCALES.map(async (locale) => {
      const { responses } = await client
        .itemsFeed()
        .type(mapDestinationsComponent.codename)
        .elementsParameter(VIEW_ELEMENTS)
        .languageParameter(languages[locale])
        .queryConfig(feedQueryConfig(preview))
        .toAllPromise();
      return viewPaths(
        responses.flatMap((r) => feedPage.parse(r.response.data).items),
        locale,
      );
    }),
  );
  return [...new Set(perLocale.flat())].sort();
};

const readFor = (preview: boolean): Promise<string[]> => {
  const { client, config } = getDelivery();
  return readViewPaths(client, config.languages, preview);
};

/** Published maps: cached, and expired with the content (a map item's publish names MAP_VIEWS_TAG). */
const publishedViews = unstable_cache(() => readFor(false), ['map-preview-views'], {
  tags: [CONTENT_TAG, MAP_VIEWS_TAG],
  revalidate: PAGE_REVALIDATE_SECONDS,
});

/** Drafts are read fresh, as preview pages are; requests that arrive meanwhile share one read. */
let draftRead: Promise<string[]> | null = null;
const draftViews = (): Promise<string[]> =>
  (draftRead ??= readFor(true).finally(() => {
    draftRead = null;
  }));

/**
 * Whether a picture address is shown by the content: 'published', 'draft' (only asked when
 * `drafts`, the preview grant, allows), or null for an address no map names.
 */
export const shownView = async (path: string, drafts: boolean): Promise<'published' | 'draft' | null> => {
  if ((await publishedViews()).includes(path)) return 'published';
  if (drafts && (await draftViews()).includes(path)) return 'draft';
  return null;
};
