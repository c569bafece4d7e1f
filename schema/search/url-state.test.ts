import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH_STATE, parseSearchUrl, searchUrlQuery, URL_STATE_LIMITS, type SearchUrlState } from './url-state';

const parse = (query: string) => parseSearchUrl(new URLSearchParams(query));

describe('search URL state (spec 9.2 keys i, q, l, m, r, s, p, nm)', () => {
  const state: SearchUrlState = {
    index: 'y',
    query: 'sunseeker',
    list: { 'content.builderName': ['Benetti', 'Feadship'], 'content.amenities': ['Jacuzzi'] },
    menu: { 'content.type': 'charter' },
    range: { 'content.loaFeet': '100:200', 'content.exchangePrices.usd': ':500000' },
    numericMenu: { 'content.numberofcrews': '5:' },
    sort: 'length_desc',
    page: 2,
  };

  it('writes every refinement under its key and reads the same state back', () => {
    const query = searchUrlQuery(state);
    const keys = [...new URLSearchParams(query).keys()].map((key) => key.replace(/\[.*\]$/, ''));
    expect(new Set(keys)).toEqual(new Set(['q', 'l', 'm', 'r', 'nm', 's', 'p']));
    expect(parse(query.slice(1))).toEqual(state);
  });

  it('gives the same URL for the same state whatever order the refinements were chosen in', () => {
    const reordered = { ...state, list: { 'content.amenities': ['Jacuzzi'], 'content.builderName': ['Benetti', 'Feadship'] } };
    expect(searchUrlQuery(reordered)).toBe(searchUrlQuery(state));
  });

  it('leaves defaults out: the empty search is the bare path', () => {
    expect(searchUrlQuery(EMPTY_SEARCH_STATE)).toBe('');
    expect(parse('')).toEqual(EMPTY_SEARCH_STATE);
  });

  it('keeps the website index and its facets, and drops yacht facets there', () => {
    const website = parse('i=g&m[kind]=news&l[city]=Monaco&l[content.builderName]=Benetti&s=publicationDate_desc');
    expect(website).toMatchObject({ index: 'g', menu: { kind: 'news' }, list: { city: ['Monaco'] }, sort: 'publicationDate_desc' });
    expect(searchUrlQuery(website)).toBe('?i=g&l%5Bcity%5D=Monaco&m%5Bkind%5D=news&s=publicationDate_desc');
  });

  it('ignores what a visitor could not have chosen: unknown keys and attributes, junk ranges, sorts and pages', () => {
    const junk = parse('x=1&l[password]=a&r[content.loaFeet]=abc&r[content.loaMeter]=:&nm[content.cabinsAmountRanges]=1:2:3&s=length_sideways&s2=name_asc&p=-4&p=9');
    expect(junk).toEqual(EMPTY_SEARCH_STATE);
    expect(parse(`p=${URL_STATE_LIMITS.page + 1}`).page).toBe(1);
    expect(parse('p=2.5').page).toBe(1);
  });

  it('caps what a forged URL could make expensive: query length, value length and values per attribute', () => {
    const many = Array.from({ length: 100 }, (_, i) => `l[content.destinations]=D${i}`).join('&');
    expect(parse(many).list['content.destinations']).toHaveLength(URL_STATE_LIMITS.valuesPerAttribute);
    expect(parse(`q=${'a'.repeat(5000)}`).query).toHaveLength(URL_STATE_LIMITS.query);
    expect(parse(`m[content.type]=${'x'.repeat(URL_STATE_LIMITS.value + 1)}`).menu).toEqual({});
  });

  it('reads repeated list values once, and the first of repeated single values', () => {
    expect(parse('l[content.builderName]=Benetti&l[content.builderName]=Benetti&q=one&q=two').list).toEqual({ 'content.builderName': ['Benetti'] });
    expect(parse('q=one&q=two').query).toBe('one');
  });
});
