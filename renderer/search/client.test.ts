/**
 * The unchanged algoliasearch v5 client against the embedded engine, in process (requester) and
 * over HTTP (hosts): search, multi-query with disjunctive facets, facet values, browse, list,
 * settings, batch writes, recommendations and Algolia-shaped errors.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineHandler, createSearchServer, engineRequester } from '../../services/search';
import { TEST_INDEX, testEngine } from '../../testing/search-records';
import { createLiteSearchClient, createSearchClient } from './client';

const credentials = { appId: 'embedded', apiKey: 'key' };
const inProcess = () => createSearchClient(credentials, { kind: 'requester', requester: engineRequester(createEngineHandler(testEngine())) });

describe('algoliasearch client against the embedded engine (spec 7.2)', () => {
  it('searchSingleIndex: a typo still finds the yacht, highlighted, with facets and stats', async () => {
    const client = inProcess();
    const result = await client.searchSingleIndex({ indexName: TEST_INDEX, searchParams: { query: 'feadshp', facets: ['*'], hitsPerPage: 10 } });
    expect(result.nbHits).toBe(2);
    expect(result.hits.map((h) => h.objectID).sort()).toEqual(['a', 'c']);
    expect(result.facets?.['content.builderName']).toEqual({ Feadship: 2 });
    expect(result.facets_stats?.['content.loaMeter']).toEqual({ min: 45, max: 60, avg: 52.5, sum: 105 });
    const highlight = result.hits[0]?._highlightResult;
    expect(JSON.stringify(highlight)).toContain('<em>Feadship</em>');
    expect(result.renderingContent?.facetOrdering?.facets?.order).toEqual(['content.builderName', 'content.destinations']);
  });

  it('search: the disjunctive queries InstantSearch sends each get their own counts', async () => {
    const client = inProcess();
    const { results } = await client.search({
      requests: [
        {
          indexName: TEST_INDEX,
          query: '',
          facets: ['content.builderName', 'content.amenities'],
          facetFilters: [['content.builderName:Feadship', 'content.builderName:Benetti'], 'content.amenities:Jacuzzi'],
          hitsPerPage: 2,
        },
        { indexName: TEST_INDEX, query: '', facets: ['content.builderName'], facetFilters: ['content.amenities:Jacuzzi'], hitsPerPage: 0 },
      ],
    });
    const [main, disjunctive] = results;
    expect(main && 'hits' in main ? [main.nbHits, main.nbPages, main.hits.length] : null).toEqual([3, 2, 2]);
    expect(disjunctive && 'facets' in disjunctive ? disjunctive.facets?.['content.builderName'] : null).toEqual({ Feadship: 2, Benetti: 1 });
  });

  it('searchForFacetValues: builders starting with the typed letters, most frequent first', async () => {
    const client = inProcess();
    const result = await client.searchForFacetValues({ indexName: TEST_INDEX, facetName: 'content.builderName', searchForFacetValuesRequest: { facetQuery: 'be' } });
    expect(result.facetHits).toEqual([{ value: 'Benetti', highlighted: '<em>Be</em>netti', count: 2 }]);
  });

  it('a sort replica orders by length; numericFilters and filters narrow', async () => {
    const client = inProcess();
    const result = await client.searchSingleIndex({
      indexName: 'yachts_length_asc',
      searchParams: { numericFilters: ['content.loaMeter:40 TO 70'], filters: 'content.type:charter OR content.powerOrSail:Sail', attributesToRetrieve: ['content.name'] },
    });
    expect(result.hits.map((h) => h.objectID)).toEqual(['e', 'a']);
    expect(result.hits[0]).toMatchObject({ objectID: 'e', content: { name: 'ECLIPSE STAR' } });
    expect(result.hits[0]).not.toHaveProperty('url');
  });

  it('browse and listIndices', async () => {
    const client = inProcess();
    const seen: string[] = [];
    await client.browseObjects({ indexName: TEST_INDEX, browseParams: { hitsPerPage: 4 }, aggregator: (page) => seen.push(...page.hits.map((h) => h.objectID)) });
    expect(seen.sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const { items } = await client.listIndices();
    expect(items.map((i) => i.name)).toEqual([TEST_INDEX, 'yachts_length_asc', 'yachts_length_desc']);
    expect(items[0]?.entries).toBe(6);
  });

  it('batch writes, settings and an atomic move, through the admin methods', async () => {
    const client = inProcess();
    await client.saveObjects({ indexName: 'tmp', objects: [{ objectID: 'x', content: { name: 'XANADU' } }] });
    await client.setSettings({ indexName: 'tmp', indexSettings: { searchableAttributes: ['content.name'] } });
    await client.operationIndex({ indexName: 'tmp', operationIndexParams: { operation: 'move', destination: 'moved' } });
    const result = await client.searchSingleIndex({ indexName: 'moved', searchParams: { query: 'xanadu' } });
    expect(result.hits.map((h) => h.objectID)).toEqual(['x']);
    expect(await client.getSettings({ indexName: 'moved' })).toMatchObject({ searchableAttributes: ['content.name'] });
  });

  it('related products: the most similar yachts, not the yacht itself', async () => {
    const client = createLiteSearchClient(credentials, { kind: 'requester', requester: engineRequester(createEngineHandler(testEngine())) });
    const { results } = await client.getRecommendations({ requests: [{ indexName: TEST_INDEX, model: 'related-products', objectID: 'a', threshold: 0, maxRecommendations: 2 }] });
    const hits = results[0]?.hits ?? [];
    expect(hits.map((h) => ('objectID' in h ? h.objectID : null))).toEqual(['b', 'd']);
  });

  it('an unknown index and a bad filter are Algolia errors, not crashes', async () => {
    const client = inProcess();
    await expect(client.searchSingleIndex({ indexName: 'nope', searchParams: { query: '' } })).rejects.toMatchObject({ status: 404, message: 'Index does not exist' });
    await expect(client.searchSingleIndex({ indexName: TEST_INDEX, searchParams: { filters: 'content.loaMeter > big' } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('over HTTP through hosts', () => {
  const server = createSearchServer(createEngineHandler(testEngine()));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('the lite client InstantSearch uses gets the same answer as in process', async () => {
    const lite = createLiteSearchClient(credentials, { kind: 'http', url });
    const { results } = await lite.search({ requests: [{ indexName: TEST_INDEX, query: 'mediteranean', facets: ['content.destinations'] }] });
    const first = results[0];
    expect(first && 'nbHits' in first ? first.nbHits : null).toBe(4);
  });
});
