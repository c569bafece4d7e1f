/**
 * Raw shapes of the Kontent Delivery API (spec 3.2, 7.1): what arrives over the wire, before any
 * mapping. Component schemas build on these element schemas.
 */
import { z } from 'zod';

export const choiceOption = z.object({ name: z.string(), codename: z.string() });

export const textElement = z.object({ type: z.literal('text'), name: z.string(), value: z.string() });
export const urlSlugElement = z.object({ type: z.literal('url_slug'), name: z.string(), value: z.string() });
export const numberElement = z.object({ type: z.literal('number'), name: z.string(), value: z.number().nullable() });
export const dateTimeElement = z.object({
  type: z.literal('date_time'),
  name: z.string(),
  value: z.string().nullable(),
  display_timezone: z.string().nullable().optional(),
});
export const multipleChoiceElement = z.object({
  type: z.literal('multiple_choice'),
  name: z.string(),
  value: z.array(choiceOption),
});
export const taxonomyElement = z.object({
  type: z.literal('taxonomy'),
  name: z.string(),
  taxonomy_group: z.string(),
  value: z.array(choiceOption),
});
export const modularContentElement = z.object({
  type: z.literal('modular_content'),
  name: z.string(),
  value: z.array(z.string()),
});
export const richTextElement = z.object({
  type: z.literal('rich_text'),
  name: z.string(),
  value: z.string(),
  images: z.record(z.string(), z.unknown()).optional(),
  links: z.record(z.string(), z.object({ codename: z.string(), type: z.string(), url_slug: z.string() }).partial()).optional(),
  modular_content: z.array(z.string()).optional(),
});
export const assetValue = z.object({
  name: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
export const assetElement = z.object({ type: z.literal('asset'), name: z.string(), value: z.array(assetValue) });
export const customElement = z.object({ type: z.literal('custom'), name: z.string(), value: z.string().nullable() });

export const anyElement = z.object({ type: z.string(), name: z.string(), value: z.unknown() }).loose();

export const systemSchema = z.object({
  id: z.string(),
  name: z.string(),
  codename: z.string(),
  language: z.string(),
  type: z.string(),
  collection: z.string().optional(),
  sitemap_locations: z.array(z.string()).optional(),
  last_modified: z.string(),
  workflow_step: z.string().nullable().optional(),
  workflow: z.string().nullable().optional(),
});

export const contentItemSchema = z.object({
  system: systemSchema,
  elements: z.record(z.string(), anyElement),
});

export type ContentItem = z.infer<typeof contentItemSchema>;
export type LinkedItems = Record<string, ContentItem>;

/** A list response of GET /items (spec 7.1). */
export const itemsResponseSchema = z.object({
  items: z.array(contentItemSchema),
  modular_content: z.record(z.string(), contentItemSchema),
  pagination: z
    .object({
      skip: z.number(),
      limit: z.number(),
      count: z.number(),
      next_page: z.string(),
      total_count: z.number().optional(),
    })
    .optional(),
});
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;

/** A single item response of GET /items/{codename} (spec 7.1). */
export const itemResponseSchema = z.object({
  item: contentItemSchema,
  modular_content: z.record(z.string(), contentItemSchema),
});

/** The codenames a raw linked-items element names (none when the element is missing or not a list). */
export const linkedCodenames = (element: { value?: unknown } | undefined): string[] => (Array.isArray(element?.value) ? element.value.filter((c): c is string => typeof c === 'string') : []);
