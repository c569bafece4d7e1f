/**
 * Spec 9.2 URL state: the search page's state in the query string under exactly the keys i, q, l,
 * m, r, s, p and nm. `l[attr]` repeats once per refined value, `m[attr]` is one value, `r[attr]`
 * and `nm[attr]` are 'min:max' (either end may be empty), `s` is '{sort}_{order}', `p` is 1-based.
 * Parsing keeps what a visitor could have chosen and drops the rest (unknown attributes, junk
 * values, absurd pages), so a pasted, truncated or forged URL still shows a sensible search.
 */
import { z } from 'zod/mini';
import type { Locale } from '../constants/locale';
import { GENERAL_FACETS, GENERAL_SORTS, indexName, replicaName, SEARCH_INDEXES, SEARCH_URL_KEYS, SORT_ORDERS, YACHT_FACETS, YACHT_SORTS, type SearchIndexKind } from '../constants/search';

/** The index the state searches: its 9.2 prefix. */
export type SearchIndexPrefix = (typeof SEARCH_INDEXES)[SearchIndexKind]['prefix'];

export type SearchUrlState = {
  index: SearchIndexPrefix;
  query: string;
  /** Refinement lists: several values of one attribute are OR-ed (spec 5.5). */
  list: Record<string, string[]>;
  menu: Record<string, string>;
  range: Record<string, string>;
  numericMenu: Record<string, string>;
  /** '{sort}_{order}' of 9.2 ('length_desc'), or null for the default ranking. */
  sort: string | null;
  page: number;
};

export const EMPTY_SEARCH_STATE: SearchUrlState = { index: 'y', query: '', list: {}, menu: {}, range: {}, numericMenu: {}, sort: null, page: 1 };

/** Attributes a visitor can refine on each index: the 9.2 facets plus the category attribute. */
export const YACHT_CATEGORY_ATTRIBUTE = 'content.type';
export const GENERAL_CATEGORY_ATTRIBUTE = 'kind';
const REFINABLE: Readonly<Record<SearchIndexPrefix, ReadonlySet<string>>> = {
  y: new Set<string>([...YACHT_FACETS, YACHT_CATEGORY_ATTRIBUTE]),
  g: new Set<string>([...GENERAL_FACETS, GENERAL_CATEGORY_ATTRIBUTE]),
};
const SORTS: Readonly<Record<SearchIndexPrefix, Readonly<Record<string, string>>>> = { y: YACHT_SORTS, g: GENERAL_SORTS };

/** Limits that keep a forged URL from making an expensive query. */
export const URL_STATE_LIMITS = { query: 200, value: 120, valuesPerAttribute: 30, page: 1000 } as const;

const NUMBER = '-?\\d+(?:\\.\\d+)?';
const RANGE = new RegExp(`^(${NUMBER})?:(${NUMBER})?$`);
const valueSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(URL_STATE_LIMITS.value));
const rangeSchema = z.string().check(
  z.regex(RANGE),
  z.refine((v) => v !== ':'),
);
const pageSchema = z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(URL_STATE_LIMITS.page)));

/** 'min:max' as numbers (null for an open end), or null when the text is not a range. */
export const parseRange = (text: string): { min: number | null; max: number | null } | null => {
  const match = RANGE.exec(text);
  if (!match || text === ':') return null;
  return { min: match[1] === undefined ? null : Number(match[1]), max: match[2] === undefined ? null : Number(match[2]) };
};

export const formatRange = (min: number | null, max: number | null): string => `${min ?? ''}:${max ?? ''}`;

const ATTRIBUTE_KEY = /^(l|m|r|nm)\[([^\]]+)\]$/;
type Entries = Iterable<readonly [string, string]>;

/** Reads a query string (URLSearchParams or Next's searchParams entries) into a valid state. */
export const parseSearchUrl = (params: Entries): SearchUrlState => {
  const pairs = [...params];
  const first = (key: string) => pairs.find(([k]) => k === key)?.[1];
  const index: SearchIndexPrefix = first(SEARCH_URL_KEYS.index) === SEARCH_INDEXES.generic.prefix ? 'g' : 'y';
  const refinable = REFINABLE[index];
  const state: SearchUrlState = { ...EMPTY_SEARCH_STATE, index, list: {}, menu: {}, range: {}, numericMenu: {} };
  state.query = (first(SEARCH_URL_KEYS.query) ?? '').trim().slice(0, URL_STATE_LIMITS.query);
  const sort = first(SEARCH_URL_KEYS.sort);
  if (sort !== undefined && isSortKey(index, sort)) state.sort = sort;
  const page = pageSchema.safeParse(first(SEARCH_URL_KEYS.page));
  if (page.success) state.page = page.data;
  for (const [key, raw] of pairs) {
    const match = ATTRIBUTE_KEY.exec(key);
    const kind = match?.[1];
    const attribute = match?.[2];
    if (!kind || !attribute || !refinable.has(attribute)) continue;
    if (kind === 'l') {
      const value = valueSchema.safeParse(raw);
      const values = (state.list[attribute] ??= []);
      if (value.success && !values.includes(value.data) && values.length < URL_STATE_LIMITS.valuesPerAttribute) values.push(value.data);
      continue;
    }
    if (kind === 'm') {
      const value = valueSchema.safeParse(raw);
      if (value.success) state.menu[attribute] ??= value.data;
      continue;
    }
    const range = rangeSchema.safeParse(raw);
    if (!range.success) continue;
    if (kind === 'r') state.range[attribute] ??= range.data;
    else state.numericMenu[attribute] ??= range.data;
  }
  for (const [attribute, values] of Object.entries(state.list)) if (values.length === 0) delete state.list[attribute];
  return state;
};

/** The query string of a state ('' for the empty search), keys in one order so URLs compare equal. */
export const searchUrlQuery = (state: SearchUrlState): string => {
  const params = new URLSearchParams();
  if (state.index !== 'y') params.append(SEARCH_URL_KEYS.index, state.index);
  if (state.query) params.append(SEARCH_URL_KEYS.query, state.query);
  const sorted = (record: Record<string, string>) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  for (const [attribute, values] of Object.entries(state.list).sort(([a], [b]) => a.localeCompare(b))) {
    for (const value of values) params.append(`${SEARCH_URL_KEYS.list}[${attribute}]`, value);
  }
  for (const [attribute, value] of sorted(state.menu)) params.append(`${SEARCH_URL_KEYS.menu}[${attribute}]`, value);
  for (const [attribute, value] of sorted(state.range)) params.append(`${SEARCH_URL_KEYS.range}[${attribute}]`, value);
  for (const [attribute, value] of sorted(state.numericMenu)) params.append(`${SEARCH_URL_KEYS.numericMenu}[${attribute}]`, value);
  if (state.sort) params.append(SEARCH_URL_KEYS.sort, state.sort);
  if (state.page > 1) params.append(SEARCH_URL_KEYS.page, String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** '{sort}_{order}' splits into a 9.2 sort of the index and its order. */
export const splitSortKey = (key: string): { sort: string; order: (typeof SORT_ORDERS)[number] } | null => {
  const cut = key.lastIndexOf('_');
  const sort = key.slice(0, cut);
  const order = SORT_ORDERS.find((o) => o === key.slice(cut + 1));
  return cut > 0 && order ? { sort, order } : null;
};

export const isSortKey = (index: SearchIndexPrefix, key: string): boolean => {
  const split = splitSortKey(key);
  return split !== null && Object.hasOwn(SORTS[index], split.sort);
};

/** The base index a prefix searches in a locale ('YachtIndex_en'). */
export const baseIndexOf = (prefix: SearchIndexPrefix, locale: Locale): string => indexName(prefix === 'g' ? 'generic' : 'yacht', locale);

/** The index a state searches: the replica of its sort, else its base index. */
export const searchIndexOf = (state: Pick<SearchUrlState, 'index' | 'sort'>, locale: Locale): string => {
  const base = baseIndexOf(state.index, locale);
  const sort = state.sort ? splitSortKey(state.sort) : null;
  return sort ? replicaName(base, sort.sort, sort.order) : base;
};
