/**
 * Turns item specs into the Delivery API's own JSON (spec 7.1): language variants with system
 * fields, the published and preview sets, content types and taxonomies derived from the items.
 */
import { componentsIn, named, stableUuid, type Elements, type ItemSpec, type LanguageCodename, type Variant } from './kontent';
import { hashToInt } from './random';

export const LANGUAGES: readonly LanguageCodename[] = ['en', 'es'];

export const PAGE_TYPE_TERMS = ['news', 'destinations', 'events', 'editorials', 'yachts', 'people', 'offices'] as const;

type Choice = { name: string; codename: string };
export type TypeElement = { type: string; name: string; options?: Choice[]; taxonomy_group?: string };
export type ContentType = {
  system: { id: string; name: string; codename: string; last_modified: string };
  elements: Record<string, TypeElement>;
};
export type Taxonomy = {
  system: { id: string; name: string; codename: string; last_modified: string };
  terms: Array<{ name: string; codename: string; terms: [] }>;
};
export type ContentSet = { published: Variant[]; preview: Variant[]; types: ContentType[]; taxonomies: Taxonomy[] };

const DAY = 86_400_000;
/** The newest date any generated item may carry; dates spread backwards from it. */
const LATEST = Date.UTC(2026, 0, 15, 9, 0, 0);

const humanName = (codename: string): string => codename.replace(/_+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/** A date fixed by the seed and the codename, never by the clock. */
export const derivedLastModified = (seed: number, codename: string): string => new Date(LATEST - (hashToInt(`${seed}:${codename}`) % (420 * 24 * 60)) * 60_000).toISOString();

const isChoiceList = (value: unknown): value is Choice[] => Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && 'codename' in v && 'name' in v);

/** Checks the rules an editor relies on: unique codenames, and unique url_slug per type and language. */
export const validateItems = (items: readonly ItemSpec[]): void => {
  const byCodename = new Map<string, ItemSpec>();
  const slugs = new Map<string, string>();
  for (const item of items) {
    const other = byCodename.get(item.codename);
    if (other) {
      throw new Error(`Duplicate codename "${item.codename}" (types ${other.type} and ${item.type}); every item needs its own codename`);
    }
    byCodename.set(item.codename, item);
    for (const lang of LANGUAGES) {
      const slug = item.variants[lang]?.url_slug?.value;
      if (typeof slug !== 'string' || slug === '') continue;
      const key = `${item.type}\u0000${lang}\u0000${slug}`;
      const holder = slugs.get(key);
      if (holder) {
        throw new Error(`Duplicate url_slug "${slug}" in language ${lang} for type ${item.type}: items "${holder}" and "${item.codename}"`);
      }
      slugs.set(key, item.codename);
    }
  }
};

const variant = (item: ItemSpec, lang: LanguageCodename, elements: Elements, lastModified: string, step: string): Variant => ({
  system: {
    id: stableUuid(item.codename),
    name: item.name,
    codename: item.codename,
    language: lang,
    type: item.type,
    collection: item.collection ?? 'default',
    sitemap_locations: [],
    last_modified: lastModified,
    workflow_step: step,
    workflow: 'default',
  },
  elements: named(elements),
});

const deriveTypes = (items: Variant[]): ContentType[] => {
  const types = new Map<string, { elements: Map<string, TypeElement>; oldest: string }>();
  // Components are of content types too, though they are not items.
  const components = items.flatMap((v) => componentsIn(v.elements).map((c) => ({ system: { ...c.system, last_modified: v.system.last_modified }, elements: c.elements })));
  for (const v of [...items, ...components]) {
    const entry = types.get(v.system.type) ?? { elements: new Map<string, TypeElement>(), oldest: v.system.last_modified };
    if (v.system.last_modified < entry.oldest) entry.oldest = v.system.last_modified;
    for (const [codename, e] of Object.entries(v.elements)) {
      const known = entry.elements.get(codename) ?? {
        type: e.type,
        name: e.name,
        ...(e.type === 'multiple_choice' ? { options: [] } : {}),
        ...(e.type === 'taxonomy' && typeof e.taxonomy_group === 'string' ? { taxonomy_group: e.taxonomy_group } : {}),
      };
      if (known.options && isChoiceList(e.value)) {
        for (const c of e.value) if (!known.options.some((o) => o.codename === c.codename)) known.options.push({ name: c.name, codename: c.codename });
      }
      entry.elements.set(codename, known);
    }
    types.set(v.system.type, entry);
  }
  return [...types.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([codename, t]) => ({
      system: { id: stableUuid(`type:${codename}`), name: humanName(codename), codename, last_modified: t.oldest },
      elements: Object.fromEntries(t.elements),
    }));
};

const deriveTaxonomies = (variants: Variant[], seed: number): Taxonomy[] => {
  const groups = new Map<string, Map<string, string>>([['page_type', new Map(PAGE_TYPE_TERMS.map((t) => [t, humanName(t)]))]]);
  for (const v of variants) {
    for (const e of Object.values(v.elements)) {
      if (e.type !== 'taxonomy' || typeof e.taxonomy_group !== 'string' || !isChoiceList(e.value)) continue;
      const terms = groups.get(e.taxonomy_group) ?? new Map<string, string>();
      for (const c of e.value) if (!terms.has(c.codename)) terms.set(c.codename, c.name);
      groups.set(e.taxonomy_group, terms);
    }
  }
  return [...groups.entries()].map(([codename, terms]) => ({
    system: { id: stableUuid(`taxonomy:${codename}`), name: humanName(codename), codename, last_modified: derivedLastModified(seed, `taxonomy:${codename}`) },
    terms: [...terms.entries()].map(([term, name]) => ({ name, codename: term, terms: [] })),
  }));
};

export const buildContentSet = (items: readonly ItemSpec[], seed: number): ContentSet => {
  validateItems(items);
  const published: Variant[] = [];
  const preview: Variant[] = [];
  for (const item of items) {
    const lastModified = item.lastModified ?? derivedLastModified(seed, item.codename);
    const draftDate = new Date(Date.parse(lastModified) + DAY).toISOString();
    for (const lang of LANGUAGES) {
      const elements = item.variants[lang];
      const draft = item.draft?.[lang];
      if (elements && !item.unpublished) published.push(variant(item, lang, elements, lastModified, 'published'));
      if (draft) preview.push(variant(item, lang, draft, draftDate, 'draft'));
      else if (elements) preview.push(variant(item, lang, elements, lastModified, item.unpublished ? 'draft' : 'published'));
    }
  }
  return { published, preview, types: deriveTypes([...published, ...preview]), taxonomies: deriveTaxonomies(preview, seed) };
};
