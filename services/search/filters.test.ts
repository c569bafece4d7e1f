/** Algolia's filter syntaxes (spec 5.5, 7.2): the filters string, facetFilters and numericFilters. */
import { describe, expect, it } from 'vitest';
import { combineFilters, FilterError, matches, parseFilters, type FilterTarget } from './filters';

const target = (facets: Record<string, string[]>, numbers: Record<string, number[]>): FilterTarget => ({
  facetValues: (a) => new Set((facets[a] ?? []).map((v) => v.toLowerCase())),
  numbers: (a) => numbers[a] ?? [],
});
const yacht = target({ 'content.builderName': ['Feadship'], 'content.destinations': ['Caribbean', 'Bahamas'], 'content.type': ['charter'] }, { 'content.loaMeter': [60], 'content.builtyear': [2019] });
const accepts = (params: Parameters<typeof combineFilters>[0]) => {
  const filter = combineFilters(params);
  return filter === null || matches(filter, yacht);
};

describe('filters', () => {
  it('the filters string: AND, OR, NOT, parentheses, quotes, comparisons and ranges', () => {
    expect(accepts({ filters: 'content.builderName:Feadship AND content.loaMeter:50 TO 70' })).toBe(true);
    expect(accepts({ filters: 'content.builderName:"Perini Navi" OR (content.type:charter AND NOT content.destinations:Mediterranean)' })).toBe(true);
    expect(accepts({ filters: 'content.builtyear >= 2020' })).toBe(false);
    expect(accepts({ filters: 'content.builtyear != 2019' })).toBe(false);
    expect(accepts({ filters: 'content.builderName:feadship' })).toBe(true);
  });

  it('spec 5.5: facetFilters OR the values of one attribute in a nested list and AND the rest; - negates', () => {
    expect(accepts({ facetFilters: [['content.destinations:Mediterranean', 'content.destinations:Bahamas'], 'content.type:charter'] })).toBe(true);
    expect(accepts({ facetFilters: [['content.destinations:Mediterranean', 'content.destinations:Greece']] })).toBe(false);
    expect(accepts({ facetFilters: ['content.type:-charter'] })).toBe(false);
    expect(accepts({ facetFilters: '["content.type:charter"]' })).toBe(true);
  });

  it("spec 5.5: numericFilters 'attr:min TO max', 'attr >= min', 'attr <= max'", () => {
    expect(accepts({ numericFilters: ['content.loaMeter:60 TO 80'] })).toBe(true);
    expect(accepts({ numericFilters: ['content.loaMeter >= 61'] })).toBe(false);
    expect(accepts({ numericFilters: ['content.loaMeter<=60', 'content.builtyear>2000'] })).toBe(true);
  });

  it('malformed filters are errors with a message, not crashes', () => {
    expect(() => parseFilters('content.type:"charter')).toThrow(FilterError);
    expect(() => parseFilters('(content.type:charter')).toThrow(/unexpected end/);
    expect(() => combineFilters({ numericFilters: ['content.loaMeter:big TO 3'] })).toThrow(FilterError);
    expect(() => combineFilters({ facetFilters: ['novalue'] })).toThrow(FilterError);
  });
});
