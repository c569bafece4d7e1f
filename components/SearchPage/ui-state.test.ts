import { describe, expect, it } from 'vitest';
import { parseSearchUrl, searchUrlQuery } from '../../schema/search/url-state';
import { fromIndexUiState, searchStateMapping, toIndexUiState } from './ui-state';

const fromUrl = (query: string) => parseSearchUrl(new URLSearchParams(query));

describe('search page state <-> spec 9.2 URL', () => {
  it('a URL with every key becomes the InstantSearch state of the locale index and back to the same URL', () => {
    const url = 'q=azimut&l[content.builderName]=Heesen&l[content.builderName]=CRN&m[content.type]=charter&r[content.loaFeet]=120:200&nm[content.numberofcrews]=6:10&s=length_desc&p=2';
    const state = fromUrl(url);
    const ui = toIndexUiState(state, 'en');
    expect(ui).toEqual({
      query: 'azimut',
      refinementList: { 'content.builderName': ['Heesen', 'CRN'] },
      menu: { 'content.type': 'charter' },
      range: { 'content.loaFeet': '120:200' },
      numericMenu: { 'content.numberofcrews': '6:10' },
      sortBy: 'YachtIndex_en_length_desc',
      page: 2,
    });
    expect(searchUrlQuery(fromIndexUiState(ui, 'y', 'en'))).toBe(searchUrlQuery(state));
  });

  it('the Spanish page sorts on the Spanish replicas', () => {
    expect(toIndexUiState(fromUrl('s=price_usd_asc'), 'es').sortBy).toBe('YachtIndex_es_price_usd_asc');
  });

  it('InstantSearch leftovers (empty lists, cleared ranges, a replica of another index) leave no key', () => {
    const state = fromIndexUiState(
      { refinementList: { 'content.amenities': [] }, range: { 'content.loaMeter': '' }, menu: { 'content.type': '' }, sortBy: 'GenericIndex_en_popularity_desc', page: 1 },
      'y',
      'en',
    );
    expect(searchUrlQuery(state)).toBe('');
  });

  it('attributes of the other index are dropped, so a forged state makes no query on them', () => {
    const state = fromIndexUiState({ refinementList: { city: ['Antibes'], 'content.amenities': ['Gym'] } }, 'y', 'en');
    expect(state.list).toEqual({ 'content.amenities': ['Gym'] });
  });

  it('the website index keeps its own sorts and facets under i=g', () => {
    const mapping = searchStateMapping('g', 'en');
    const route = mapping.stateToRoute({ GenericIndex_en: { menu: { kind: 'news' }, sortBy: 'GenericIndex_en_publicationDate_desc' } });
    expect(searchUrlQuery(route)).toBe('?i=g&m%5Bkind%5D=news&s=publicationDate_desc');
    expect(mapping.routeToState(route)).toEqual({ GenericIndex_en: { menu: { kind: 'news' }, sortBy: 'GenericIndex_en_publicationDate_desc' } });
  });

  it('a route of the other index gives an empty state rather than foreign refinements', () => {
    const mapping = searchStateMapping('y', 'en');
    expect(mapping.routeToState(fromUrl('i=g&m[kind]=news'))).toEqual({ YachtIndex_en: {} });
  });
});
