/**
 * The search-driven catalogue types (spec 3.10 'Search component', 9.2 dynamic grid categories,
 * 7.2 Recommend): the queries they send and how their hits become cards. Pure, so the site's loaders
 * and the tests share it. Yacht hits name their yacht item (objectID '{codename}_{view}'); the card
 * itself is built from that item by the one yacht card (schema/yacht/card.ts), so a searched grid
 * shows the same prices, ribbon and picture as a manual one.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { GENERAL_SORTS, indexName, replicaName, type GeneralContentType, DYNAMIC_GRID_CATEGORIES } from '../constants/search';
import type { MapContext } from '../define';
import type { ContentItem } from '../kontent';
import { yachtCard, type YachtCardData } from '../yacht/card';
import { searchFilters } from './compare-filters';
import { validHits } from './hits';
import { GENERAL_CATEGORY_ATTRIBUTE, searchIndexOf, type SearchUrlState } from './url-state';

export type DynamicGridCategory = (typeof DYNAMIC_GRID_CATEGORIES)[number];
export const DYNAMIC_GRID_ORDERS = ['newest', 'popular'] as const;
export type DynamicGridOrder = (typeof DYNAMIC_GRID_ORDERS)[number];

/** What a yacht list needs of a hit: the item and the market view. */
export const YACHT_HIT_ATTRIBUTES = ['content.type', 'content.yachtid'];

export const yachtHitSchema = z.object({
  objectID: z.string().regex(/^.+_(charter|sale)$/),
  content: z.object({ type: z.enum(['charter', 'sale']), yachtid: z.string() }),
});
export type YachtHit = z.infer<typeof yachtHitSchema>;

/** Hits as the response gives them; hits that are not yacht records are left out. */
export const yachtHits = (hits: readonly unknown[]): YachtHit[] => validHits(yachtHitSchema, hits);

/** The yacht item a record was built from ('aurora_charter' -> 'aurora'). */
export const yachtCodenameOf = (hit: YachtHit): string => hit.objectID.slice(0, hit.objectID.lastIndexOf('_'));

/** Spec 3.10, 5.5: the first `hitsPerPage` yachts of the editor's search, as one request. */
export const yachtGridRequest = (state: SearchUrlState, hitsPerPage: number, locale: Locale) => ({
  indexName: searchIndexOf({ index: 'y', sort: state.sort }, locale),
  query: state.query,
  ...searchFilters(state),
  hitsPerPage,
  page: 0,
  attributesToRetrieve: YACHT_HIT_ATTRIBUTES,
  // No card reads a highlight; with it, each hit carries every searchable attribute's highlight.
  attributesToHighlight: [],
});

/**
 * Hits -> yacht cards, in the hits' order and each in its hit's market view. A hit whose item is
 * not published (the index is a moment behind the CMS) or is broken is left out; one yacht listed
 * twice (sale and charter) keeps both cards.
 */
export const cardsFromHits = (hits: readonly YachtHit[], itemOf: (codename: string) => ContentItem | undefined, ctx: Pick<MapContext, 'locale' | 'linkedItem' | 'report' | 'href'>): YachtCardData[] =>
  hits.flatMap((hit) => {
    const item = itemOf(yachtCodenameOf(hit));
    if (!item || item.system.type !== 'yacht') return [];
    const card = yachtCard(item, hit.content.type, ctx);
    return card ? [card] : [];
  });

/** The related-products request of spec 7.2's recommendation client for a yacht page. */
export const recommendationRequest = (yacht: string, view: 'charter' | 'sale', locale: Locale, max: number) => ({
  indexName: indexName('yacht', locale),
  objectID: `${yacht}_${view}`,
  model: 'related-products' as const,
  maxRecommendations: max,
  threshold: 0,
  // Related yachts in the page's market view: a charter guest is shown charter yachts.
  queryParameters: { facetFilters: [`content.type:${view}`] },
});

/** Spec 9.2 general sorts a dynamic grid uses: newest by publication (or event) date, or popularity. */
const NEWEST_SORT: Partial<Record<GeneralContentType, keyof typeof GENERAL_SORTS>> = { news: 'publicationDate', editorials: 'publicationDate', events: 'eventDate' };

export const dynamicGridRequest = (category: DynamicGridCategory, order: DynamicGridOrder, count: number, locale: Locale) => {
  const base = indexName('generic', locale);
  const sort = order === 'popular' ? 'popularity' : NEWEST_SORT[category];
  return {
    indexName: sort ? replicaName(base, sort, 'desc') : base,
    query: '',
    facetFilters: [`${GENERAL_CATEGORY_ATTRIBUTE}:${category}`],
    hitsPerPage: count,
    page: 0,
    attributesToHighlight: [],
  };
};

const optionalText = z.string().trim().min(1).optional().catch(undefined);
const optionalSeconds = z.number().int().optional().catch(undefined);

export const generalHitSchema = z.object({
  objectID: z.string(),
  kind: z.enum(DYNAMIC_GRID_CATEGORIES),
  title: z.string().trim().min(1),
  description: z.string().catch(''),
  url: z.string().startsWith('/').nullable().catch(null),
  image: z
    .object({ url: z.string().min(1), alt: z.string() })
    .nullable()
    .catch(null),
  publicationDate: optionalSeconds,
  eventDate: optionalSeconds,
  endDate: optionalSeconds,
  city: optionalText,
  country: optionalText,
  jobTitle: optionalText,
  office: optionalText,
});

/** What a dynamic grid card shows under its title: a date, a place or a job title. */
export type CardDetail = { kind: 'date'; seconds: number; endSeconds: number | null } | { kind: 'text'; text: string } | null;

export type GeneralCard = {
  id: string;
  category: DynamicGridCategory;
  title: string;
  /** The public path of the page, or null (people have none). */
  href: string | null;
  image: { url: string; alt: string } | null;
  detail: CardDetail;
  description: string;
};

const detailOf = (hit: z.infer<typeof generalHitSchema>): CardDetail => {
  if (hit.kind === 'events' && hit.eventDate !== undefined) return { kind: 'date', seconds: hit.eventDate, endSeconds: hit.endDate ?? null };
  if ((hit.kind === 'news' || hit.kind === 'editorials') && hit.publicationDate !== undefined) return { kind: 'date', seconds: hit.publicationDate, endSeconds: null };
  if (hit.kind === 'people') {
    const text = [hit.jobTitle, hit.office].filter(Boolean).join(' · ');
    return text ? { kind: 'text', text } : null;
  }
  const place = [hit.city, hit.country].filter((part, index, all) => part && all.indexOf(part) === index).join(', ');
  return place ? { kind: 'text', text: place } : null;
};

/** General hits -> cards; hits of another category or without a title are left out. */
export const generalCards = (hits: readonly unknown[], category: DynamicGridCategory): GeneralCard[] =>
  hits.flatMap((raw) => {
    const hit = generalHitSchema.safeParse(raw);
    if (!hit.success || hit.data.kind !== category) return [];
    const { data } = hit;
    return [{ id: data.objectID, category, title: data.title, href: data.url, image: data.image, detail: detailOf(data), description: data.kind === 'people' ? '' : data.description }];
  });
