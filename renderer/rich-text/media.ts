/**
 * Spec 7.3: media uuids in rich text. Editors place a DAM image in rich text as
 * `<img data-media-id="{uuid}">`; its uuid is looked up through the DAM client and added to the
 * element's images map under that uuid, with the alt text of the page's locale, so the rich text
 * renderer shows it like any inline image. A uuid the DAM does not know is logged by the client and
 * its image left out.
 */
import type { Locale } from '../../schema/constants/locale';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import { toMediaItem, type RawMediaItem } from '../../schema/media';
import type { DamClient } from '../media/dam-client';

const MEDIA_ID = /\bdata-media-id\s*=\s*["']([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})["']/gi;

/** The distinct media uuids a rich text value refers to, lower-cased. */
export const mediaIdsIn = (html: string): string[] => [...new Set([...html.matchAll(MEDIA_ID)].flatMap((match) => (match[1] ? [match[1].toLowerCase()] : [])))];

type Element = ContentItem['elements'][string];

const richTextHtml = (element: Element): string | null => (element.type === 'rich_text' && typeof element.value === 'string' ? element.value : null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = <T, U>(record: Readonly<Record<string, T>>, map: (value: T) => U): Record<string, U> => Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** The items with every referenced DAM image added to their rich text elements' images maps. */
export const resolveRichTextMedia = async (
  { items, linkedItems }: { items: readonly ContentItem[]; linkedItems: LinkedItems },
  dam: DamClient,
  locale: Locale,
): Promise<{ items: ContentItem[]; linkedItems: LinkedItems }> => {
  const all = [...items, ...Object.values(linkedItems)];
  const ids = new Set(all.flatMap((item) => Object.values(item.elements).flatMap((e) => mediaIdsIn(richTextHtml(e) ?? ''))));
  if (ids.size === 0) return { items: [...items], linkedItems };

  const files = new Map<string, RawMediaItem | null>(await Promise.all([...ids].map(async (id) => [id, await dam.file(id)] as const)));
  const images = (html: string) =>
    Object.fromEntries(
      mediaIdsIn(html).flatMap((id) => {
        const raw = files.get(id);
        if (!raw) return [];
        const media = toMediaItem(raw, locale);
        if (!media.isImage) return [];
        return [[id, { image_id: id, url: media.url, description: media.alt || null, width: media.width, height: media.height }]];
      }),
    );
  const withMedia = (item: ContentItem): ContentItem => ({
    ...item,
    elements: mapValues(item.elements, (element) => {
      const html = richTextHtml(element);
      if (html === null || mediaIdsIn(html).length === 0) return element;
      return { ...element, images: { ...(isRecord(element.images) ? element.images : {}), ...images(html) } };
    }),
  });
  return { items: items.map(withMedia), linkedItems: mapValues(linkedItems, withMedia) };
};
