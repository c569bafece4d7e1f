/** The editor's query string of the yacht grid (spec 3.10, 9.2 URL keys) as the search it sends (5.5). */
import { describe, expect, it } from 'vitest';
import { mapItem } from '../define';
import { fx } from '../fixtures';
import { yachtGridRequest } from '../search/catalogue';
import { algoliaYachtGridComponent, queryPart } from './algolia_yacht_grid_component';

const item = { id: 'g', name: 'Grid', codename: 'grid', type: 'algolia_yacht_grid_component' };
const map = (elements: Record<string, unknown>, locale: 'en' | 'es' = 'en') => mapItem(algoliaYachtGridComponent, elements, { locale, item, linkedItems: {} });
const props = (query: string, extra: Record<string, unknown> = {}) => {
  const mapped = map({ query_string: fx.text(query), ...extra });
  if (!mapped.ok) throw new Error('not mapped');
  return mapped;
};

describe('algolia_yacht_grid_component query_string -> search parameters', () => {
  it('charter yachts of 50 m and more: a facet filter and a numeric filter, 30 hits by default', () => {
    const { props: p, issues } = props('m[content.type]=charter&r[content.loaMeter]=50:');
    expect(issues).toEqual([]);
    expect(yachtGridRequest(p.state, p.hitsPerPage, 'en')).toEqual({
      indexName: 'YachtIndex_en',
      query: '',
      facetFilters: ['content.type:charter'],
      numericFilters: ['content.loaMeter >= 50'],
      hitsPerPage: 30,
      page: 0,
      attributesToRetrieve: ['content.type', 'content.yachtid'],
      attributesToHighlight: [],
    });
  });

  it('several builders are OR-ed, a text query and a sort pick the replica, in the page language', () => {
    const mapped = map({ query_string: fx.text('/search?q=classic&l[content.builderName]=Feadship&l[content.builderName]=Benetti&s=length_desc&p=4'), hits_per_page: fx.number(12) }, 'es');
    if (!mapped.ok) throw new Error('not mapped');
    const request = yachtGridRequest(mapped.props.state, mapped.props.hitsPerPage, 'es');
    expect(request).toMatchObject({
      indexName: 'YachtIndex_es_length_desc',
      query: 'classic',
      facetFilters: [['content.builderName:Feadship', 'content.builderName:Benetti']],
      hitsPerPage: 12,
      page: 0,
    });
    // The grid always shows the first page; 'View all' opens the same search in Spanish.
    expect(mapped.props.searchHref).toBe('/es/search/?q=classic&l%5Bcontent.builderName%5D=Feadship&l%5Bcontent.builderName%5D=Benetti&s=length_desc');
  });

  it('what the search page would not understand is left out and named for the editor', () => {
    const { props: p, issues } = props('m[content.type]=charter&colour=blue&r[content.loaMeter]=abc');
    expect(p.state.menu).toEqual({ 'content.type': 'charter' });
    expect(p.state.range).toEqual({});
    expect(issues.map((issue) => issue.problem)).toEqual(['Not a yacht filter of the search page, left out: colour, r[content.loaMeter]']);
  });

  it('a general search, a malformed encoding or a huge page size still gives a sensible grid', () => {
    const general = props('i=g&l[city]=Monaco');
    expect(general.props.state.index).toBe('y');
    expect(general.issues[0]?.problem).toContain('must be a yacht search');
    expect(props('q=%E0%A4%A&m[content.type]=sale').props.state.menu).toEqual({ 'content.type': 'sale' });
    const huge = props('', { hits_per_page: fx.number(100000) });
    expect(huge.props.hitsPerPage).toBe(30);
    expect(huge.issues[0]?.element).toBe('hits_per_page');
  });

  it('show_filters is on when it has any value (spec 3.10)', () => {
    expect(props('', { show_filters: fx.choice('yes') }).props.showFilters).toBe(true);
    expect(props('', { show_filters: fx.choice() }).props.showFilters).toBe(false);
  });

  it('queryPart takes the query of a pasted URL, with or without "?" and "#"', () => {
    expect(queryPart(' https://example.com/search?q=x#top ')).toBe('q=x');
    expect(queryPart('?q=x')).toBe('q=x');
    expect(queryPart('q=x')).toBe('q=x');
  });
});
