/**
 * Builders for demo content in the Kontent Delivery API's own JSON shape (spec 3.2, 7.1).
 * Generators describe items with these helpers; the store writer adds ids and dates.
 */
import { createHash } from 'node:crypto';

export type LanguageCodename = 'en' | 'es';

export type Element = { type: string; name: string; value: unknown } & Record<string, unknown>;
export type Elements = Record<string, Element>;

export type System = {
  id: string;
  name: string;
  codename: string;
  language: string;
  type: string;
  collection: string;
  sitemap_locations: string[];
  last_modified: string;
  workflow_step: string;
  workflow: string;
};

export type Variant = { system: System; elements: Elements };

/**
 * A component an editor inserted into a rich text element (spec 3.2): it is stored inside that
 * element, not as an item (services/kontent/store-schema.ts); the Delivery API answers it in
 * `modular_content`.
 */
export type ComponentBody = { system: { id: string; codename: string; type: string }; elements: Elements };

/** One content item with its language variants; `draft` holds newer, unpublished versions. */
export type ItemSpec = {
  type: string;
  codename: string;
  name: string;
  collection?: string;
  lastModified?: string;
  variants: Partial<Record<LanguageCodename, Elements>> & { en: Elements };
  draft?: Partial<Record<LanguageCodename, Elements>>;
  /** Only in the preview API: an item that has never been published. */
  unpublished?: boolean;
};

/** A media item in the DAM (spec 3.6), as stored in a `custom` element's JSON value. */
export type MediaRef = {
  id: string;
  url: string;
  name: string;
  type: string;
  width: number;
  height: number;
  alt: Record<LanguageCodename, string>;
  title: Record<LanguageCodename, string> | null;
  description: Record<LanguageCodename, string>;
  blurhash: string | null;
  videoPoster: string | null;
};

export type AssetRef = {
  name: string;
  description: string | null;
  type: string;
  size: number;
  url: string;
  width: number | null;
  height: number | null;
  renditions: Record<string, never>;
};

const humanName = (codename: string): string => codename.replace(/_+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** Deterministic uuid (v4 layout) from any key, so regenerating gives the same ids. */
export const stableUuid = (key: string): string => {
  const h = createHash('sha1').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** Kontent codenames: lower case, [a-z0-9_], not starting with a digit. */
export const toCodename = (text: string): string => {
  const c = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[0-9]/.test(c) ? `n_${c}` : c;
};

const choices = (codenames: readonly string[]) => codenames.map((codename) => ({ name: humanName(codename), codename }));

/** A multiple_choice element whose options keep their literal codenames, for typed builders. */
export type ChoiceElement<C extends string> = {
  type: 'multiple_choice';
  name: string;
  value: { name: string; codename: C }[];
};

/**
 * Element builders. Each returns its element's exact shape, so a builder typed against a
 * component's schema input (tools/content/pages/shared.ts) rejects content the schema would reject.
 */
export const el = {
  text: (value: string, name = '') => ({ type: 'text' as const, name, value }),
  /** `linkedCodenames` are the inserted items and components in the order of their `<object>`s; `components` their bodies. */
  richText: (html: string, linkedCodenames: string[] = [], name = '', components: ComponentBody[] = []) => ({
    type: 'rich_text' as const,
    name,
    value: html,
    images: {},
    links: {},
    modular_content: linkedCodenames,
    ...(components.length > 0 ? { components } : {}),
  }),
  number: <V extends number | null>(value: V, name = '') => ({ type: 'number' as const, name, value }),
  dateTime: (value: string | null, displayTimezone: string | null = null, name = '') => ({
    type: 'date_time' as const,
    name,
    value,
    display_timezone: displayTimezone,
  }),
  choice: <const C extends string>(...codenames: C[]): ChoiceElement<C> => ({
    type: 'multiple_choice',
    name: '',
    value: codenames.map((codename) => ({ name: humanName(codename), codename })),
  }),
  taxonomy: (group: string, ...codenames: string[]) => ({
    type: 'taxonomy' as const,
    name: '',
    taxonomy_group: group,
    value: choices(codenames),
  }),
  urlSlug: (value: string, name = '') => ({ type: 'url_slug' as const, name, value }),
  linked: (...codenames: string[]) => ({ type: 'modular_content' as const, name: '', value: codenames }),
  asset: (assets: AssetRef[], name = '') => ({ type: 'asset' as const, name, value: assets }),
  custom: (value: string, name = '') => ({ type: 'custom' as const, name, value }),
  dam: (...media: MediaRef[]) => ({ type: 'custom' as const, name: '', value: media.length ? JSON.stringify(media) : '' }),
};

const isComponentList = (value: unknown): value is ComponentBody[] => Array.isArray(value) && value.every((c) => typeof c === 'object' && c !== null && 'system' in c && 'elements' in c);

/** Fills empty element names from their codenames, as Kontent always sends a display name; components' elements too. */
export const named = (elements: Elements): Elements =>
  Object.fromEntries(
    Object.entries(elements).map(([codename, e]) => {
      const components = isComponentList(e.components) ? { components: e.components.map((c) => ({ ...c, elements: named(c.elements) })) } : {};
      return [codename, { ...e, name: e.name || humanName(codename), ...components }];
    }),
  );

/** The components stored in `elements`, nested ones included. */
export const componentsIn = (elements: Elements): ComponentBody[] =>
  Object.values(elements).flatMap((e) => (isComponentList(e.components) ? e.components.flatMap((c) => [c, ...componentsIn(c.elements)]) : []));
