/**
 * One Algolia query against an index: text match (MiniSearch, typo tolerant, prefix on the last
 * word, all words required), filters, facet counts and stats over the filtered hits, ranking
 * (a replica's sort attribute, then text relevance, then custom ranking), paging, retrieved
 * attributes and `_highlightResult`. The response has Algolia's shape and field names.
 */
import MiniSearch from 'minisearch';
import type { IndexSettings } from '../../schema/search/settings';
import { attributeOf } from '../../schema/search/settings';
import { searchableFields, valueAt, type Collection, type Doc, type SearchObject } from './collection';
import type { Columns, SortKey } from './columns';
import { combineFilters } from './filters';
import { highlightResult } from './highlight';
import { listOf, paramsString, type SearchParams } from './params';

export type FacetCounts = Record<string, Record<string, number>>;
export type FacetStats = Record<string, { min: number; max: number; avg: number; sum: number }>;

export type SearchResponse = {
  hits: Array<Record<string, unknown>>;
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustiveFacetsCount: true;
  exhaustive: { nbHits: true; facetsCount: true; typo: true };
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: FacetCounts;
  facets_stats?: FacetStats;
  renderingContent?: IndexSettings['renderingContent'];
};

const DEFAULT_HITS_PER_PAGE = 20;
const DEFAULT_MAX_VALUES_PER_FACET = 100;
const PAGINATION_LIMIT = 1000;

type Scored = { doc: Doc; pos: number; score: number; terms: readonly string[] };

const typoDistance = (params: SearchParams, settings: IndexSettings) => {
  const tolerance = params.typoTolerance ?? settings.typoTolerance ?? true;
  if (tolerance === false || tolerance === 'false') return () => 0;
  const one = settings.minWordSizefor1Typo ?? 4;
  const two = settings.minWordSizefor2Typos ?? 8;
  const max = tolerance === 'min' || tolerance === 'strict' ? 1 : 2;
  return (term: string) => Math.min(max, term.length >= two ? 2 : term.length >= one ? 1 : 0);
};

/** The docs matching the query text with their relevance, or every doc for an empty query. */
export const textMatches = (collection: Collection, settings: IndexSettings, params: SearchParams): Scored[] => {
  const query = params.query.trim();
  const columns = collection.columns();
  const all = (): Scored[] => columns.docs.map((doc, pos) => ({ doc, pos, score: 0, terms: [] }));
  if (query === '') return all();
  const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');
  const words = tokenize(query).filter((w) => w.trim() !== '');
  if (words.length === 0) return all();
  const fields = searchableFields(settings);
  const boost = Object.fromEntries(fields.map((f) => [f.field, f.boost]));
  const distance = typoDistance(params, settings);
  const key = `${fields.map((f) => `${f.field}^${f.boost}`).join(',')}|${distance('abcdefgh')}${distance('abcd')}|${query}`;
  const matches = collection.cachedText(key, () =>
    collection
      .textIndex(settings)
      .search(query, {
        combineWith: 'AND',
        boost,
        prefix: (_term: string, i: number, terms: string[]) => i === terms.length - 1,
        fuzzy: (term: string) => distance(term),
      })
      .map((result) => ({ id: String(result.id), score: result.score, terms: result.terms })),
  );
  const out: Scored[] = [];
  for (const match of matches) {
    const pos = columns.position.get(match.id);
    const doc = pos === undefined ? undefined : columns.docs[pos];
    if (doc && pos !== undefined) out.push({ doc, pos, score: match.score, terms: match.terms });
  }
  return out;
};

/** Records without the attribute go last in both orders, as in Algolia. */
const compareKeys = (x: SortKey, y: SortKey, order: 1 | -1): number => {
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  const diff = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  return diff * order;
};

const SORT_ENTRY = /^(asc|desc)\((.+)\)$/;

/** Algolia's ranking: criteria in order; text criteria compare relevance; 'custom' is the custom ranking. */
export type Criterion = { kind: 'attribute'; attribute: string; order: 1 | -1 } | { kind: 'relevance' };

export const rankingCriteria = (settings: IndexSettings): Criterion[] => {
  const criteria: Criterion[] = [];
  const addSort = (entry: string) => {
    const match = SORT_ENTRY.exec(entry);
    if (match?.[1] && match[2]) criteria.push({ kind: 'attribute', attribute: match[2], order: match[1] === 'asc' ? 1 : -1 });
  };
  for (const entry of settings.ranking ?? ['typo', 'words', 'proximity', 'attribute', 'exact', 'custom']) {
    if (SORT_ENTRY.test(entry)) addSort(entry);
    else if (entry === 'custom') (settings.customRanking ?? []).forEach(addSort);
    else if (entry !== 'geo' && entry !== 'filters' && !criteria.some((c) => c.kind === 'relevance')) criteria.push({ kind: 'relevance' });
  }
  return criteria;
};

/**
 * Hits in ranking order; each record's keys are read once (decorate, sort, undecorate). With
 * `limit`, only the first `limit` are wanted: they are selected into a sorted buffer instead of
 * sorting every hit. The order is total (objectID breaks ties), so both give the same first hits.
 */
export const rank = (hits: Scored[], settings: IndexSettings, columns: Columns, limit = Infinity): Scored[] => {
  const criteria = rankingCriteria(settings);
  const columnsOf = criteria.map((c) => (c.kind === 'attribute' ? columns.sortKeys(c.attribute) : null));
  const decorated = hits.map((hit) => ({ hit, keys: criteria.map((c, i) => (c.kind === 'relevance' ? -hit.score : columnsOf[i]?.[hit.pos])) }));
  type Decorated = (typeof decorated)[number];
  const compare = (a: Decorated, b: Decorated): number => {
    for (let i = 0; i < criteria.length; i += 1) {
      const criterion = criteria[i];
      const diff = compareKeys(a.keys[i], b.keys[i], criterion?.kind === 'attribute' ? criterion.order : 1);
      if (diff !== 0) return diff;
    }
    return a.hit.doc.record.objectID < b.hit.doc.record.objectID ? -1 : a.hit.doc.record.objectID > b.hit.doc.record.objectID ? 1 : 0;
  };
  if (limit * 4 >= decorated.length) return decorated.sort(compare).map((d) => d.hit);
  const best: Decorated[] = [];
  for (const entry of decorated) {
    const worst = best[best.length - 1];
    if (best.length === limit && worst && compare(entry, worst) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const at = best[mid];
      if (at && compare(at, entry) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, entry);
    if (best.length > limit) best.pop();
  }
  return best.map((d) => d.hit);
};

/** The facet attributes to count: `*` is every attribute for faceting (filter-only ones excepted). */
export const facetAttributes = (requested: string[] | undefined, settings: IndexSettings): string[] => {
  if (!requested) return [];
  const declared = (settings.attributesForFaceting ?? []).filter((entry) => !entry.startsWith('filterOnly(')).map(attributeOf);
  return [...new Set(requested.flatMap((facet) => (facet === '*' ? declared : [facet])))];
};

export const countFacets = (hits: readonly Scored[], columns: Columns, attributes: readonly string[], maxValues: number): { facets: FacetCounts; stats: FacetStats } => {
  const facets: FacetCounts = {};
  const stats: FacetStats = {};
  if (attributes.length === 0) return { facets, stats };
  const inHits = new Uint8Array(columns.docs.length);
  for (const hit of hits) inHits[hit.pos] = 1;
  // Few hits: count their own values; many: walk each value's postings once.
  const fromHits = hits.length * 4 < columns.docs.length;
  for (const attribute of attributes) {
    const column = columns.facet(attribute);
    const counts: Array<[string, number]> = [];
    if (fromHits) {
      const byId = new Int32Array(column.values.length);
      for (let p = 0; p < inHits.length; p += 1) {
        if (inHits[p] !== 1) continue;
        for (const id of column.idsByDoc[p] ?? []) byId[id] = (byId[id] ?? 0) + 1;
      }
      byId.forEach((count, id) => {
        const value = column.values[id];
        if (count > 0 && value !== undefined) counts.push([value, count]);
      });
    } else {
      for (const [value, positions] of column.raw) {
        let count = 0;
        for (const p of positions) count += inHits[p] ?? 0;
        if (count > 0) counts.push([value, count]);
      }
    }
    if (counts.length === 0) continue;
    const top = counts.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, maxValues);
    facets[attribute] = Object.fromEntries(top);
    const numbers = columns.numbersOf(attribute);
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let numeric = 0;
    for (const hit of hits) {
      for (const n of numbers[hit.pos] ?? []) {
        min = Math.min(min, n);
        max = Math.max(max, n);
        sum += n;
        numeric += 1;
      }
    }
    if (numeric > 0) stats[attribute] = { min, max, avg: Math.round((sum / numeric) * 1000) / 1000, sum };
  }
  return { facets, stats };
};

const pick = (record: SearchObject, attributes: string[] | undefined): Record<string, unknown> => {
  if (!attributes || attributes.includes('*')) return { ...record };
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const path of attributes) {
    const value = valueAt(record, path);
    if (value === undefined) continue;
    const keys = path.split('.');
    let target = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) target[key] = value;
      else {
        const existing = target[key];
        const next: Record<string, unknown> = typeof existing === 'object' && existing !== null && !Array.isArray(existing) ? { ...existing } : {};
        target[key] = next;
        target = next;
      }
    });
  }
  return out;
};

/** The filtered, ranked matches of `params` (shared by search, facet search and recommendations). */
export const filteredMatches = (collection: Collection, settings: IndexSettings, params: SearchParams): Scored[] => {
  const filter = combineFilters(params);
  const matched = textMatches(collection, settings, params);
  if (!filter) return matched;
  const mask = collection.columns().mask(filter);
  return matched.filter((s) => mask[s.pos] === 1);
};

/** The hits one query asks for: `length` (with `offset`), else `hitsPerPage`, else the index's. */
export const hitsPerPageOf = (params: SearchParams, settings: IndexSettings): number => params.length ?? params.hitsPerPage ?? settings.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;

export const runSearch = (indexName: string, collection: Collection, settings: IndexSettings, params: SearchParams): SearchResponse => {
  const started = performance.now();
  const hits = filteredMatches(collection, settings, params);
  const requested = facetAttributes(listOf(params.facets), settings);
  const columns = collection.columns();
  const { facets, stats } = countFacets(hits, columns, requested, params.maxValuesPerFacet ?? settings.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET);
  const hitsPerPage = hitsPerPageOf(params, settings);
  const limit = Math.min(hits.length, settings.paginationLimitedTo ?? PAGINATION_LIMIT);
  const page = params.page ?? 0;
  const start = params.offset ?? page * hitsPerPage;
  let pageHits: Scored[] = [];
  if (hitsPerPage > 0 && start < limit) {
    const end = Math.min(start + hitsPerPage, limit);
    pageHits = rank(hits, settings, columns, end).slice(start, end);
  }
  const retrieve = listOf(params.attributesToRetrieve) ?? settings.attributesToRetrieve;
  const highlight = listOf(params.attributesToHighlight) ?? settings.attributesToHighlight ?? searchableFields(settings).map((f) => f.field);
  const tags = { pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>' };
  const response: SearchResponse = {
    // As Algolia answers: highlighting turned off (attributesToHighlight: []) sends no _highlightResult.
    hits: pageHits.map(({ doc, terms }) =>
      highlight.length === 0 ? pick(doc.record, retrieve) : { ...pick(doc.record, retrieve), _highlightResult: highlightResult(doc.record, highlight, params.query, terms, tags) },
    ),
    nbHits: hits.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(limit / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true, typo: true },
    query: params.query,
    params: paramsString(params),
    index: indexName,
    processingTimeMS: Math.round(performance.now() - started),
  };
  if (params.facets !== undefined) {
    response.facets = facets;
    if (Object.keys(stats).length > 0) response.facets_stats = stats;
  }
  if (settings.renderingContent) response.renderingContent = settings.renderingContent;
  return response;
};
