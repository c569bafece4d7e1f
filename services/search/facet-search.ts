/**
 * Algolia's facet value search (`searchForFacetValues`): the values of a `searchable(...)` facet
 * among the records the query and filters select, whose words start with the facet query, most
 * frequent first, with the matched part highlighted.
 */
import MiniSearch from 'minisearch';
import { processTerm } from './terms';
import { attributeOf, type IndexSettings } from '../../schema/search/settings';
import type { Collection } from './collection';
import { EngineError } from './engine';
import type { SearchParams } from './params';
import { filteredMatches } from './search';

const DEFAULT_MAX_FACET_HITS = 10;
const tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize');

const terms = (text: string): string[] =>
  tokenize(text)
    .map((word) => processTerm(word))
    .filter((t): t is string => typeof t === 'string' && t !== '');

export type FacetHit = { value: string; highlighted: string; count: number };

export const facetSearch = (collection: Collection, settings: IndexSettings, facet: string, params: SearchParams) => {
  const started = performance.now();
  const searchable = (settings.attributesForFaceting ?? []).some((entry) => entry === `searchable(${facet})` || (entry.startsWith('searchable(') && attributeOf(entry) === facet));
  if (!searchable) throw new EngineError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
  const wanted = terms(params.facetQuery ?? '');
  const pre = params.highlightPreTag ?? '<em>';
  const post = params.highlightPostTag ?? '</em>';
  const counts = new Map<string, number>();
  for (const { doc } of filteredMatches(collection, settings, params)) {
    for (const value of doc.rawFacets(facet)) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const hits: FacetHit[] = [];
  for (const [value, count] of counts) {
    const words = terms(value);
    // Every query word must start one of the value's words.
    if (!wanted.every((q) => words.some((w) => w.startsWith(q)))) continue;
    const highlighted = value.replace(/[\p{L}\p{N}]+/gu, (word) => {
      const term = processTerm(word);
      const prefix = typeof term === 'string' ? wanted.find((q) => term.startsWith(q)) : undefined;
      return prefix ? `${pre}${word.slice(0, prefix.length)}${post}${word.slice(prefix.length)}` : word;
    });
    hits.push({ value, highlighted, count });
  }
  hits.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return {
    facetHits: hits.slice(0, params.maxFacetHits ?? DEFAULT_MAX_FACET_HITS),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
};
