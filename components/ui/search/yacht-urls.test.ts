import { describe, expect, it, vi } from 'vitest';
import { liteClient } from 'algoliasearch/lite';
import { EMPTY_SEARCH_STATE } from '../../../schema/search/url-state';
import { endpointRequester } from './client';
import { searchYachtUrls } from './yacht-urls';

/** A recorded Algolia single-index answer for the compare search's attributes. */
const RECORDED = {
  hits: [
    { url: '/yacht-for-charter/aurora', content: { loaMeter: 60, yachtid: 'YA' }, objectID: 'a-charter' },
    { url: '/yacht-for-charter/borealis', content: { loaMeter: 75, yachtid: 'YB' }, objectID: 'b-charter' },
    { objectID: 'broken' },
  ],
  nbHits: 3,
  page: 0,
  hitsPerPage: 300,
};

const clientAnswering = (answer: (url: string, init?: RequestInit) => Promise<Response>) => {
  const fetcher = vi.fn(answer);
  const client = liteClient('embedded', 'embedded-search', {
    requester: endpointRequester('http://localhost:1', (input, init) => fetcher(String(input), init)),
    hosts: [{ url: 'embedded.search', accept: 'readWrite', protocol: 'https' }],
  });
  return { client, fetcher };
};

describe('compare search (spec 7.2, 3.7)', () => {
  it('posts one query to the sort replica with 300 hits, the three attributes, no highlighting and the 5.5 filters, and lists Url, YachtId and Length', async () => {
    const { client, fetcher } = clientAnswering(async () => Response.json(RECORDED));
    const state = { ...EMPTY_SEARCH_STATE, query: 'star', sort: 'length_desc', list: { 'content.builderName': ['Feadship'] }, range: { 'content.loaMeter': '40:' } };
    const result = await searchYachtUrls(client, state, 'en');
    expect(result).toEqual({
      error: null,
      items: [
        { Url: '/yacht-for-charter/aurora', YachtId: 'YA', Length: 60 },
        { Url: '/yacht-for-charter/borealis', YachtId: 'YB', Length: 75 },
      ],
    });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe('/api/search/1/indexes/YachtIndex_en_length_desc/query/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      query: 'star',
      attributesToRetrieve: ['url', 'content.loaMeter', 'content.yachtid'],
      attributesToHighlight: [],
      hitsPerPage: 300,
      facetFilters: [['content.builderName:Feadship']],
      numericFilters: ['content.loaMeter >= 40'],
    });
  });

  it('uses the locale yacht index without a sort', async () => {
    const { client, fetcher } = clientAnswering(async () => Response.json({ hits: [] }));
    await searchYachtUrls(client, EMPTY_SEARCH_STATE, 'es');
    expect(new URL(String(fetcher.mock.calls[0]?.[0])).pathname).toBe('/api/search/1/indexes/YachtIndex_es/query/');
  });

  it('spec 8.4: with no client the list is empty and says "Search client not found"', async () => {
    expect(await searchYachtUrls(null, EMPTY_SEARCH_STATE, 'en')).toEqual({ items: [], error: 'Search client not found' });
  });

  it('spec 8.4: a network failure gives an empty list and an error, never a throw', async () => {
    const { client } = clientAnswering(async () => {
      throw new TypeError('fetch failed');
    });
    const result = await searchYachtUrls(client, EMPTY_SEARCH_STATE, 'en');
    expect(result.items).toEqual([]);
    expect(result.error).toMatch(/Unreachable hosts|Network request failed/);
  });
});
