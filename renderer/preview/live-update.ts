/**
 * Kontent's live preview: while an editor types, the web app sends the changed
 * element values of one item variant (the smart-link SDK's `KontentSmartLinkEvent.Update`). The
 * values come in the Delivery SDK's parsed shape (camelCase, rich-text components as parsed items);
 * the site renders the Delivery API's raw JSON, so each element is checked here and turned into the
 * raw element the API would answer once the change is saved, with the rich text's components.
 */
import { z } from 'zod';
import { contentItemSchema, type ContentItem, type LinkedItems } from '../../schema/kontent';

const choice = z.object({ name: z.string(), codename: z.string() });

const asset = z.object({
  name: z.string(),
  type: z.string(),
  size: z.number(),
  description: z.string().nullable(),
  url: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  renditions: z.record(z.string(), z.unknown()).nullable().optional(),
});

const link = z.object({ linkId: z.string(), codename: z.string(), type: z.string(), urlSlug: z.string() });
const image = z.object({
  imageId: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

const sdkSystem = z.object({
  id: z.string(),
  name: z.string(),
  codename: z.string(),
  language: z.string(),
  type: z.string(),
  collection: z.string().optional(),
  lastModified: z.string().optional(),
  sitemapLocations: z.array(z.string()).optional(),
  workflow: z.string().nullable().optional(),
  workflowStep: z.string().nullable().optional(),
});

/** A rich text's component as the SDK parses it (its own rich text may hold components again). */
export type SdkItem = { system: z.infer<typeof sdkSystem>; elements: Record<string, SdkElement> };

const richTextData = z.object({
  value: z.string(),
  linkedItemCodenames: z.array(z.string()),
  get linkedItems(): z.ZodArray<z.ZodType<SdkItem>> {
    return z.array(sdkItem);
  },
  links: z.array(link),
  images: z.array(image),
});

/** Each element type's data, as the update message carries it (without type and name). */
const DATA = {
  text: z.object({ value: z.string() }),
  url_slug: z.object({ value: z.string() }),
  number: z.object({ value: z.number().nullable() }),
  custom: z.object({ value: z.string().nullable() }),
  date_time: z.object({ value: z.string().nullable(), displayTimeZone: z.string().nullable().optional() }),
  multiple_choice: z.object({ value: z.array(choice) }),
  taxonomy: z.object({ value: z.array(choice), taxonomyGroup: z.string().optional() }),
  asset: z.object({ value: z.array(asset) }),
  modular_content: z.object({ value: z.array(z.string()) }),
  rich_text: richTextData,
} as const;

type ElementData = { [T in keyof typeof DATA]: { type: T; data: z.infer<(typeof DATA)[T]> } }[keyof typeof DATA];

const dataOf = <T extends keyof typeof DATA>(type: T) => z.object({ type: z.literal(type), data: DATA[type] });

const elementData = z.discriminatedUnion('type', [
  dataOf('text'),
  dataOf('url_slug'),
  dataOf('number'),
  dataOf('custom'),
  dataOf('date_time'),
  dataOf('multiple_choice'),
  dataOf('taxonomy'),
  dataOf('asset'),
  dataOf('modular_content'),
  dataOf('rich_text'),
]);

/** An element of a parsed item, kept as its type, name and data. */
type SdkElement = ElementData & { name: string };

const sdkElement: z.ZodType<SdkElement> = z.unknown().transform((raw, ctx): SdkElement => {
  const shape = z.object({ type: z.string(), name: z.string() }).loose().safeParse(raw);
  if (!shape.success) {
    ctx.addIssue({ code: 'custom', message: 'an element needs its type and name' });
    return z.NEVER;
  }
  const { type, name, ...data } = shape.data;
  const parsed = elementData.safeParse({ type, data });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  return { ...parsed.data, name };
});

const sdkItem: z.ZodType<SdkItem> = z.object({ system: sdkSystem, elements: z.record(z.string(), sdkElement) });

const reference = z.object({ id: z.string().optional(), codename: z.string().min(1) });

/** `IUpdateMessageData` of @kontent-ai/smart-link: one item variant's changed elements. */
export const liveUpdateSchema = z.object({
  projectId: z.string(),
  variant: reference,
  item: reference,
  elements: z.array(z.intersection(z.object({ element: reference }), elementData)).max(200),
});
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/** An element's value as the Delivery API answers it, without its name (the fetched element keeps its own). */
export const rawElementSchema = z.object({ type: z.string(), value: z.unknown() }).loose();
export type RawElement = z.infer<typeof rawElementSchema>;

/** What one changed element becomes: the raw value for item `item` in `language`, and the components its rich text holds. */
export const elementOverrideSchema = z.object({
  item: z.string(),
  language: z.string(),
  element: z.string(),
  value: rawElementSchema,
  components: z.record(z.string(), contentItemSchema),
});
export type ElementOverride = z.infer<typeof elementOverrideSchema>;

/** Codenames of the components a rich text places (`<object … data-rel="component" data-codename>`), not of linked items. */
const componentCodenames = (html: string): Set<string> => {
  const found = new Set<string>();
  for (const [tag] of html.matchAll(/<object\b[^>]*>/gi)) {
    const codename = /\bdata-codename\s*=\s*"([^"]*)"/i.exec(tag)?.[1];
    if (codename && /\bdata-rel\s*=\s*"component"/i.test(tag)) found.add(codename);
  }
  return found;
};

const rawSystem = (system: SdkItem['system']): ContentItem['system'] => ({
  id: system.id,
  name: system.name,
  codename: system.codename,
  language: system.language,
  type: system.type,
  collection: system.collection ?? 'default',
  sitemap_locations: system.sitemapLocations ?? [],
  last_modified: system.lastModified ?? '',
  workflow_step: system.workflowStep ?? null,
  workflow: system.workflow ?? null,
});

/** A rich text's components as raw items, theirs included, into `into`; `depth` stops a component that holds itself. */
const collectComponents = (data: z.infer<typeof richTextData>, into: LinkedItems, depth: number): void => {
  if (depth <= 0) return;
  const placed = componentCodenames(data.value);
  for (const component of data.linkedItems) {
    if (!placed.has(component.system.codename) || into[component.system.codename]) continue;
    const elements: ContentItem['elements'] = {};
    for (const [codename, element] of Object.entries(component.elements)) elements[codename] = { ...toRaw(element, into, depth - 1), name: element.name };
    into[component.system.codename] = { system: rawSystem(component.system), elements };
  }
};

/** How deep components may sit inside components: further ones are left out (the Delivery API nests no deeper in practice). */
const MAX_COMPONENT_DEPTH = 8;

/** One element's update as the raw element value, collecting its rich text's components. */
const toRaw = (update: ElementData, components: LinkedItems, depth = MAX_COMPONENT_DEPTH): RawElement => {
  switch (update.type) {
    case 'date_time':
      return { type: update.type, value: update.data.value, display_timezone: update.data.displayTimeZone ?? null };
    case 'taxonomy':
      return { type: update.type, value: update.data.value, taxonomy_group: update.data.taxonomyGroup ?? '' };
    case 'asset':
      return { type: update.type, value: update.data.value.map(({ renditions, ...rest }) => ({ ...rest, renditions: renditions ?? {} })) };
    case 'rich_text': {
      const { value, links, images, linkedItemCodenames } = update.data;
      collectComponents(update.data, components, depth);
      return {
        type: update.type,
        value,
        images: Object.fromEntries(images.map(({ imageId, ...rest }) => [imageId, { image_id: imageId, ...rest }])),
        links: Object.fromEntries(links.map(({ linkId, urlSlug, ...rest }) => [linkId, { ...rest, url_slug: urlSlug }])),
        modular_content: linkedItemCodenames,
      };
    }
    default:
      return { type: update.type, value: update.data.value };
  }
};

/** The update's elements as raw overrides of the item in its language. */
export const overridesOf = (update: LiveUpdate): ElementOverride[] =>
  update.elements.map((element) => {
    const components: LinkedItems = {};
    const value = toRaw(element, components);
    return { item: update.item.codename, language: update.variant.codename, element: element.element.codename, value, components };
  });
