/**
 * Spec 5.5: a search state's refinements as Algolia filters. Ranges ('min:max') become numeric
 * filters ('attr:min TO max', 'attr >= min', 'attr <= max'); menu and refinement-list values become
 * facet filters 'attr:value', several values of one attribute OR-ed in one nested list. Numeric
 * menus are 'min:max' as well and read the same way as ranges.
 */
import { parseRange, type SearchUrlState } from './url-state';

export type SearchFilters = { facetFilters: Array<string | string[]>; numericFilters: string[] };

export const rangeFilter = (attribute: string, value: string): string | null => {
  const range = parseRange(value);
  if (!range) return null;
  if (range.min !== null && range.max !== null) return `${attribute}:${range.min} TO ${range.max}`;
  if (range.min !== null) return `${attribute} >= ${range.min}`;
  if (range.max !== null) return `${attribute} <= ${range.max}`;
  return null;
};

export const searchFilters = (state: Pick<SearchUrlState, 'list' | 'menu' | 'range' | 'numericMenu'>): SearchFilters => {
  const facetFilters: Array<string | string[]> = [];
  for (const [attribute, value] of Object.entries(state.menu)) facetFilters.push(`${attribute}:${value}`);
  for (const [attribute, values] of Object.entries(state.list)) {
    if (values.length > 0) facetFilters.push(values.map((value) => `${attribute}:${value}`));
  }
  const numericFilters = [...Object.entries(state.range), ...Object.entries(state.numericMenu)].flatMap(([attribute, value]) => {
    const filter = rangeFilter(attribute, value);
    return filter ? [filter] : [];
  });
  return { facetFilters, numericFilters };
};
