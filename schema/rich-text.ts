/**
 * Spec 3.2: a rich text element as a component receives it. The HTML stays unrendered here (the
 * renderer turns it into safe React elements); links and images are reshaped from the raw maps.
 */
import { z } from 'zod';
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
export const toOptionalRichText = (element: z.output<typeof richTextElement> | undefined): RichTextValue | null =>
  element && !isEmptyRichText(element.value) ? toRichText(element) : null;
