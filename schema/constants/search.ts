/** Spec 9.2 and 7.2: search indexes, modes, facets, widgets, sorts, URL keys and limits. */
import type { Locale } from './locale';

/** Spec 9.2: the two indexes and the prefix each goes by in the URL state's `i` key. */
export const SEARCH_INDEXES = {
  generic: { name: 'GenericIndex', prefix: 'g' },
  yacht: { name: 'YachtIndex', prefix: 'y' },
} as const;
export type SearchIndexKind = keyof typeof SEARCH_INDEXES;

/** One index per locale, so text, URLs and facet values are in the visitor's language. */
export const indexName = (kind: SearchIndexKind, locale: Locale): string => `${SEARCH_INDEXES[kind].name}_${locale}`;

export const SEARCH_MODES = ['sale', 'charter', 'all'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Spec 9.2: the content types of the general index (and the dynamic grid categories). */
export const GENERAL_CONTENT_TYPES = ['destinations', 'events', 'news', 'editorials', 'people', 'offices'] as const;
export type GeneralContentType = (typeof GENERAL_CONTENT_TYPES)[number];
export const DYNAMIC_GRID_CATEGORIES = ['news', 'events', 'people', 'offices', 'destinations', 'editorials'] as const;

/** Spec 9.2: the currencies of `content.exchangePrices.{code}`. */
export const SEARCH_PRICE_CURRENCIES = ['usd', 'eur', 'aud', 'gbp'] as const;
export type SearchPriceCurrency = (typeof SEARCH_PRICE_CURRENCIES)[number];

/** Spec 9.2: yacht facets, in the filter panel's order. */
export const YACHT_FACETS = [
  'content.refityearRanges',
  'content.builtyearRanges',
  'content.numberofcrews',
  'content.numberoftotalguestsRanges',
  'content.cabinsAmountRanges',
  'content.loaMeter',
  'content.loaFeet',
  'content.builderName',
  'content.powerOrSail',
  'content.newToTheFleet',
  'content.destinations',
  'content.amenities',
  ...SEARCH_PRICE_CURRENCIES.map((code) => `content.exchangePrices.${code}` as const),
] as const;

/** Spec 9.2: general facets. */
export const GENERAL_FACETS = ['city', 'region', 'country', 'publicationYear', 'department', 'office', 'eventType', 'newsType', 'jobTitle', 'brand'] as const;

/** Spec 9.2: filter widget types; every filter starts at 'Any'. */
export const FILTER_WIDGETS = ['select', 'amountInput', 'rangeSlider', 'checkbox', 'radio', 'multiselect', 'numericalGrouping'] as const;
export type FilterWidget = (typeof FILTER_WIDGETS)[number];
export const FILTER_DEFAULT_CHOICE = 'Any';

/** Spec 9.2: the sorts; each has an ascending and a descending replica. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const YACHT_SORTS: Readonly<Record<string, string>> = {
  length: 'content.loaFeet',
  name: 'content.name',
  buildYear: 'content.builtyear',
  builder: 'content.builderName',
  price_usd: 'content.exchangePrices.usd',
  price_eur: 'content.exchangePrices.eur',
  price_aud: 'content.exchangePrices.aud',
  price_gbp: 'content.exchangePrices.gbp',
};
export const GENERAL_SORTS: Readonly<Record<string, string>> = {
  publicationDate: 'publicationDate',
  eventDate: 'eventDate',
  /** 'Search Interest' */
  popularity: 'popularityLevel',
};

/** The replica of `index` sorted by `sort` in `order` ('YachtIndex_en_length_asc'). */
export const replicaName = (index: string, sort: string, order: SortOrder): string => `${index}_${sort}_${order}`;

/** Spec 9.2: URL state keys. */
export const SEARCH_URL_KEYS = {
  index: 'i',
  query: 'q',
  list: 'l',
  menu: 'm',
  range: 'r',
  sort: 's',
  page: 'p',
  numericMenu: 'nm',
} as const;

/** Spec 9.2: hits per page; the compare search's limit (7.2). */
export const HITS_PER_PAGE = 30;
export const HITS_PER_PAGE_MOBILE = 10;
export const COMPARE_HITS_PER_PAGE = 300;
/** Spec 7.2: what the compare search reads from each hit. */
export const COMPARE_ATTRIBUTES = ['url', 'content.loaMeter', 'content.yachtid'] as const;

/** Spec 9.2: distance by the haversine formula. */
export const EARTH_RADIUS_KM = 6371;

/** Spec 8.4: messages of the search client. */
export const SEARCH_MESSAGES = {
  noConfiguration: (service: string) => `Unable to setup ${service} Client. There is no APP_ID or API_KEY`,
  clientNotFound: 'Search client not found',
  noFacets: 'Unable to get facets. searchClient or indexName is undefined!',
  connectionTimeout: 'Connection timeout',
  socketTimeout: 'Socket timeout',
  networkFailed: 'Network request failed',
  noResults: 'No results found with the selected filters',
} as const;
export const SEARCH_SERVICE_NAME = 'Algolia';

/** The embedded engine's default HTTP port (`npm run search:serve`). */
export const SEARCH_SERVE_PORT = 4020;

/**
 * The buckets of the `*Ranges` facets (spec 9.2): years in spans of five, guests and cabins in the
 * bands a charter guest asks for. `max` null is open ended ('13+').
 */
export const YEAR_RANGE_SPAN = 5;
export type CountBand = { min: number; max: number | null };
export const GUEST_BANDS: readonly CountBand[] = [
  { min: 1, max: 6 },
  { min: 7, max: 10 },
  { min: 11, max: 12 },
  { min: 13, max: null },
];
export const CABIN_BANDS: readonly CountBand[] = [
  { min: 1, max: 3 },
  { min: 4, max: 5 },
  { min: 6, max: 7 },
  { min: 8, max: null },
];
/** Recommendations: how many related yachts, and the price bands (x2 steps) similarity compares. */
export const RECOMMENDATIONS_MAX = 8;
