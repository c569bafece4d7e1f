/**
 * Spec 9.2: the records of the general index: destination, event, news and editorial pages (by
 * their page_type), people and offices, with the general facets (city, region, country,
 * publication year, office, department, job title, brand, event and news type) and dates.
 */
import { z } from 'zod';
import type { GeneralContentType } from '../constants/search';
import type { Locale } from '../constants/locale';
import { dam } from '../elements';
import { dateTimeElement, modularContentElement, multipleChoiceElement, numberElement, taxonomyElement, textElement, urlSlugElement } from '../kontent';
import { publicPath } from '../locale';
import { componentsOf, pagePicture } from '../page-image';
import type { GeneralRecord } from './record-types';
import { imageOf, type RecordProblem } from './yacht-records';

const text = textElement.optional();
const NO_WORDS: GeneralRecordWords = { brands: {}, eventTypes: {}, departments: {}, newsTypes: {} };
const choices = multipleChoiceElement.optional();

const pageElements = z.looseObject({
  title: textElement,
  url_slug: urlSlugElement,
  page_type: taxonomyElement,
  description: text,
  additional_info_description: text,
  noindex: choices,
  sitemap_priority: numberElement.optional(),
  event_date: dateTimeElement.optional(),
  start_date: dateTimeElement.optional(),
  end_date: dateTimeElement.optional(),
  address_organization: text,
  category_article: text,
  destination_name: text,
  latitude: numberElement.optional(),
  longitude: numberElement.optional(),
});

const personElements = z.looseObject({
  first_name: textElement,
  last_name: textElement,
  job_title: text,
  department: taxonomyElement.optional(),
  office: modularContentElement.optional(),
  photo: dam().optional(),
  languages: text,
  url_slug: text,
});

const officeElements = z.looseObject({
  name: textElement,
  type: choices,
  city: text,
  country: text,
  region: text,
  latitude: numberElement.optional(),
  longitude: numberElement.optional(),
  dam_picture: dam().optional(),
  address_seo: text,
  url_slug: urlSlugElement.optional(),
});

export type OfficeElements = z.output<typeof officeElements>;

/**
 * The words general records name fixed values in, in the index's language (site/messages
 * searchRecords): an office's type as the Brand facet shows it, a page's event or news type and a person's
 * department by codename.
 */
export type GeneralRecordWords = {
  brands: Readonly<Record<string, string>>;
  eventTypes: Readonly<Record<string, string>>;
  departments: Readonly<Record<string, string>>;
  newsTypes: Readonly<Record<string, string>>;
};

/** The public path of a page slug, or null when the item has none (a person without a page). */
const pathOf = (slug: string | undefined, locale: Locale): string | null => {
  const value = slug?.trim();
  return value && value.startsWith('/') ? publicPath(value, locale) : null;
};

const brandOf = (type: { value: { codename: string; name: string }[] } | undefined, words: GeneralRecordWords): string | undefined => {
  const option = type?.value[0];
  return option ? (words.brands[option.codename.toLowerCase()] ?? option.name) : undefined;
};

/** An item as the Delivery API serves it (the store's variants and SDK responses alike). */
export const sourceItemSchema = z.object({
  system: z.looseObject({ codename: z.string().min(1), type: z.string().min(1), language: z.string(), last_modified: z.string() }),
  elements: z.record(z.string(), z.unknown()),
});
export type SourceItem = z.output<typeof sourceItemSchema>;

const PAGE_TYPES: Readonly<Record<string, GeneralContentType>> = {
  news: 'news',
  destinations: 'destinations',
  events: 'events',
  editorials: 'editorials',
};

const seconds = (iso: string | null | undefined): number | undefined => {
  if (!iso) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / 1000);
};
const yearOf = (unix: number | undefined): number | undefined => (unix === undefined ? undefined : new Date(unix * 1000).getUTCFullYear());
const nonEmpty = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);
const geo = (lat: number | null | undefined, lng: number | null | undefined) => (typeof lat === 'number' && typeof lng === 'number' && (lat !== 0 || lng !== 0) ? { lat, lng } : undefined);

const problem = (codename: string, error: z.ZodError): RecordProblem => {
  const issue = error.issues[0];
  return { codename, message: issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid item' };
};

/** Postcodes and two-letter state codes are not place names. */
const placeWords = (part: string): string =>
  part
    .split(/\s+/)
    .filter((word) => word !== '' && !/\d/.test(word) && !/^[A-Z]{2}$/.test(word))
    .join(' ');

/**
 * City and country of a postal address ('801 Seabreeze Boulevard, Fort Lauderdale, FL 33316, USA'
 * -> Fort Lauderdale, USA). A last part with a postcode is a city-state ('98000 Monaco').
 */
export const placeOf = (address: string): { city?: string; country?: string } => {
  const parts = address
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const last = parts[parts.length - 1];
  if (!last) return {};
  if (/\d/.test(last)) {
    const city = placeWords(last);
    return city ? { city, country: city } : {};
  }
  const city = parts
    .slice(0, -1)
    .reverse()
    .map(placeWords)
    .find((p) => p !== '');
  return { ...(city ? { city } : {}), country: last.replace(/^the /, '') };
};

/** 'charter_news' -> 'Charter news': the newsType and eventType facet values (the news slider filters by them). */
export const humanise = (codename: string | undefined): string | undefined => (codename ? codename.replace(/_+/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : undefined);

/** The region of a destination page: the section its path sits in ('/destinations/mediterranean/x' -> 'Mediterranean'). */
const sectionOf = (slug: string): string | undefined => {
  const parts = slug.split('/').filter(Boolean);
  const section = parts.length > 2 ? parts[1] : undefined;
  return section ? section.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase()) : undefined;
};

/** Items of the same language by codename: a page's picture may come from its hero component (spec 4.7). */
export type ItemLookup = (codename: string) => SourceItem | undefined;

export const pageRecord = (item: SourceItem, locale: Locale, lookup: ItemLookup = () => undefined, words: GeneralRecordWords = NO_WORDS): GeneralRecord | RecordProblem | null => {
  const { codename } = item.system;
  const parsed = pageElements.safeParse(item.elements);
  if (!parsed.success) return problem(codename, parsed.error);
  const e = parsed.data;
  const kind = PAGE_TYPES[e.page_type.value[0]?.codename ?? ''];
  if (!kind || e.noindex?.value.some((o) => o.codename === 'yes')) return null;
  const published = seconds(item.system.last_modified);
  const start = seconds(e.start_date?.value ?? e.event_date?.value);
  const eventDate = seconds(e.event_date?.value ?? e.start_date?.value);
  const categoryCodename = nonEmpty(e.category_article?.value);
  const category = humanise(categoryCodename);
  // Spec 9.2 eventType: the event's type in the index's language.
  const eventType = categoryCodename ? (words.eventTypes[categoryCodename] ?? category) : undefined;
  const place = kind === 'events' ? placeOf(e.address_organization?.value ?? '') : {};
  return {
    objectID: `${kind}_${codename}`,
    kind,
    title: kind === 'destinations' ? (nonEmpty(e.destination_name?.value) ?? e.title.value) : e.title.value,
    description: nonEmpty(e.description?.value) ?? e.additional_info_description?.value ?? '',
    url: publicPath(e.url_slug.value, locale),
    image: pagePicture(item.elements, componentsOf(item.elements, lookup), locale),
    publicationDate: kind === 'events' ? (eventDate ?? published) : published,
    publicationYear: yearOf(kind === 'events' ? (eventDate ?? published) : published),
    ...(kind === 'events' ? { eventDate, startDate: start, endDate: seconds(e.end_date?.value), ...place, eventType } : {}),
    ...(kind === 'news' || kind === 'editorials' ? { newsType: categoryCodename ? (words.newsTypes[categoryCodename] ?? category) : undefined } : {}),
    ...(kind === 'destinations' ? { region: sectionOf(e.url_slug.value) } : {}),
    // The category's codename: what a news slider filters on, whatever the index's language calls it.
    ...(categoryCodename ? { category: categoryCodename } : {}),
    popularityLevel: Math.round((e.sitemap_priority?.value ?? 0) * 100),
    _geoloc: geo(e.latitude?.value, e.longitude?.value),
  };
};

export const officeRecord = (item: SourceItem, locale: Locale, words: GeneralRecordWords = NO_WORDS): GeneralRecord | RecordProblem => {
  const { codename } = item.system;
  const parsed = officeElements.safeParse(item.elements);
  if (!parsed.success) return problem(codename, parsed.error);
  const e = parsed.data;
  return {
    objectID: `offices_${codename}`,
    kind: 'offices',
    title: e.name.value,
    description: e.address_seo?.value ?? '',
    url: pathOf(e.url_slug?.value, locale),
    image: imageOf(e.dam_picture?.value, locale),
    city: nonEmpty(e.city?.value),
    region: nonEmpty(e.region?.value),
    country: nonEmpty(e.country?.value),
    office: e.name.value,
    brand: brandOf(e.type, words),
    popularityLevel: 0,
    _geoloc: geo(e.latitude?.value, e.longitude?.value),
  };
};

/** A person's record; `offices` gives the office each person's `office` element links to. */
export const personRecord = (item: SourceItem, locale: Locale, offices: ReadonlyMap<string, OfficeElements>, words: GeneralRecordWords = NO_WORDS): GeneralRecord | RecordProblem => {
  const { codename } = item.system;
  const parsed = personElements.safeParse(item.elements);
  if (!parsed.success) return problem(codename, parsed.error);
  const e = parsed.data;
  const office = offices.get(e.office?.value[0] ?? '');
  const jobTitle = nonEmpty(e.job_title?.value);
  const department = e.department?.value[0];
  return {
    objectID: `people_${codename}`,
    kind: 'people',
    title: `${e.first_name.value} ${e.last_name.value}`.trim(),
    description: [jobTitle, office?.name.value].filter(Boolean).join(', '),
    url: pathOf(e.url_slug?.value, locale),
    image: imageOf(e.photo?.value, locale),
    jobTitle,
    department: department ? (words.departments[department.codename] ?? department.name) : undefined,
    office: office?.name.value,
    city: nonEmpty(office?.city?.value),
    region: nonEmpty(office?.region?.value),
    country: nonEmpty(office?.country?.value),
    brand: brandOf(office?.type, words),
    popularityLevel: 0,
  };
};

/** Offices by codename, for the people's records. */
export const officesOf = (items: readonly SourceItem[]): Map<string, OfficeElements> => {
  const map = new Map<string, OfficeElements>();
  for (const item of items) {
    if (item.system.type !== 'office') continue;
    const parsed = officeElements.safeParse(item.elements);
    if (parsed.success) map.set(item.system.codename, parsed.data);
  }
  return map;
};
