/**
 * Spec 3.2: a rich text element as a component receives it. The HTML stays unrendered here (the
 * renderer turns it into safe React elements); links and images are reshaped from the raw maps.
 */
import { z } from 'zod';
import { htmlText } from './html-text';
import type { richTextElement } from './kontent';

export type RichTextLink = { codename: string; type: string; urlSlug: string };
export type RichTextImage = { url: string; description: string | null; width: number | null; height: number | null };

export type RichTextValue = {
  html: string;
  /** Item links by item id (`<a data-item-id>`). */
  links: Record<string, RichTextLink>;
  /** Inline images by image id (`<figure data-image-id>`). */
  images: Record<string, RichTextImage>;
  /** Codenames of inline linked items and components (`<object data-codename>`). */
  linkedItems: string[];
};

const imageSchema = z.object({
  url: z.string(),
  description: z.string().nullable().optional(),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
});

/** Kontent's value for an empty rich text element. */
const EMPTY_RICH_TEXT = /^(\s|<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/;

export const isEmptyRichText = (html: string): boolean => EMPTY_RICH_TEXT.test(html);

export const toRichText = (element: z.output<typeof richTextElement>): RichTextValue => {
  const links: Record<string, RichTextLink> = {};
  for (const [id, link] of Object.entries(element.links ?? {})) {
    links[id] = { codename: link.codename ?? '', type: link.type ?? '', urlSlug: link.url_slug ?? '' };
  }
  const images: Record<string, RichTextImage> = {};
  for (const [id, raw] of Object.entries(element.images ?? {})) {
    const image = imageSchema.safeParse(raw);
    if (image.success) {
      const { url, description, width, height } = image.data;
      images[id] = { url, description: description ?? null, width: width ?? null, height: height ?? null };
    }
  }
  return { html: element.value, links, images, linkedItems: element.modular_content ?? [] };
};

/** Kontent sends '<p><br></p>' for a cleared element: that is no text. */
export const toOptionalRichText = (element: z.output<typeof richTextElement> | undefined): RichTextValue | null => (element && !isEmptyRichText(element.value) ? toRichText(element) : null);

const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const ITEM_ID = /\bdata-item-id="([^"]*)"/i;
const COMPONENT = /<object\b[^>]*\bdata-rel="component"[^>]*>/gi;
const CODENAME = /\bdata-codename="([^"]*)"/i;

/** The links to content items in a rich text value (`<a data-item-id>`): the item id and the link's words. */
export const itemLinksIn = (html: string): { itemId: string; words: string }[] =>
  [...html.matchAll(ANCHOR)].flatMap(([, attributes = '', inner = '']) => {
    const itemId = ITEM_ID.exec(attributes)?.[1];
    return itemId === undefined ? [] : [{ itemId, words: htmlText(inner) }];
  });

/** Codenames of the components a rich text value inserts (`<object data-rel="component">`), in order. */
export const componentCodenamesIn = (html: string): string[] => [...html.matchAll(COMPONENT)].flatMap(([tag]) => CODENAME.exec(tag)?.[1] ?? []);

/**
 * Links to content items whose item the response does not describe in `links`: the item is not
 * published in this language, or was deleted. The site shows their words without a link (spec
 * 2.14), so an editor needs to hear of them.
 */
export const brokenItemLinks = (element: { value: string; links?: Record<string, unknown> | undefined }): string[] =>
  itemLinksIn(element.value)
    .filter(({ itemId }) => !Object.hasOwn(element.links ?? {}, itemId))
    .map(({ words }) => words);

/** The editor's sentence for a link `brokenItemLinks` found. */
export const brokenLinkProblem = (words: string): string => `The link "${words}" leads to an item that is not published in this language, or was deleted; visitors see its words without a link`;
