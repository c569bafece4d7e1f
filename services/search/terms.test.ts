/**
 * Spec 9.2: the engine ignores accents as Algolia does, in records and queries alike, in the text
 * search, its highlights and the facet value search, so a Spanish visitor finds the same yachts
 * whether or not they type the accent.
 */
import { algoliasearch } from 'algoliasearch';
import { describe, expect, it } from 'vitest';
import { createEngineHandler, engineRequester, SearchEngine } from './index';
import { foldTerm } from './terms';

describe('folding a term', () => {
  it('drops accents and case, keeps letters without a decomposition and the length of precomposed words', () => {
    expect(foldTerm('Mediterráneo')).toBe('mediterraneo');
    expect(foldTerm('CERDEÑA')).toBe('cerdena');
    expect(foldTerm('Cícladas')).toBe('cicladas');
    expect(foldTerm('Lürssen')).toBe('lurssen');
    expect(foldTerm('Mediterra\u0301neo')).toBe('mediterraneo');
    expect(foldTerm('Łódź')).toBe('łodz');
    expect(foldTerm('Océano Índico').length).toBe('Océano Índico'.length);
  });
});

const INDEX = 'YachtIndex_es';
const engine = new SearchEngine();
engine.setSettings(INDEX, { searchableAttributes: ['content.name', 'content.destinations'], attributesForFaceting: ['searchable(content.destinations)'] });
for (const [id, name, destinations] of [
  ['a', 'AURORA', ['Mediterráneo oriental', 'Caribe']],
  ['b', 'BOREAS', ['Mediterraneo occidental']],
  ['c', 'CALMA', ['Océano Índico']],
] as const) {
  engine.apply(INDEX, 'updateObject', { objectID: id, content: { name, destinations: [...destinations] } });
}
const client = algoliasearch('embedded', 'embedded', {
  requester: engineRequester(createEngineHandler(engine)),
  hosts: [{ url: 'engine.local', accept: 'readWrite', protocol: 'http' }],
});

/** Typo tolerance off, so an accent is not forgiven as a typo: only folding can match it. */
const ids = async (query: string) => (await client.searchSingleIndex({ indexName: INDEX, searchParams: { query, typoTolerance: false } })).hits.map((hit) => hit.objectID).sort();

describe('accent-insensitive search (spec 9.2)', () => {
  it('finds the same yachts with or without the accent, in the query or in the record', async () => {
    expect(await ids('Mediterraneo')).toEqual(['a', 'b']);
    expect(await ids('Mediterráneo')).toEqual(['a', 'b']);
    expect(await ids('MEDITERRÁNEO')).toEqual(['a', 'b']);
    expect(await ids('indico')).toEqual(['c']);
    expect(await ids('oceano índico')).toEqual(['c']);
  });

  it('highlights the word as the record writes it', async () => {
    const { hits } = await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'indico', typoTolerance: false } });
    expect(JSON.stringify(hits[0]?._highlightResult)).toContain('<em>Índico</em>');
  });

  it('sends no _highlightResult when highlighting is turned off, as Algolia answers attributesToHighlight: []', async () => {
    const { hits } = await client.searchSingleIndex({ indexName: INDEX, searchParams: { query: 'indico', attributesToHighlight: [] } });
    expect(hits.map((hit) => hit.objectID)).toEqual(['c']);
    expect(hits[0]).not.toHaveProperty('_highlightResult');
  });

  it('the facet value search folds too, and highlights the typed part of the value', async () => {
    const answer = await client.searchForFacetValues({ indexName: INDEX, facetName: 'content.destinations', searchForFacetValuesRequest: { facetQuery: 'mediterrá' } });
    expect(answer.facetHits.map((hit) => hit.value).sort()).toEqual(['Mediterraneo occidental', 'Mediterráneo oriental']);
    expect(answer.facetHits.find((hit) => hit.value === 'Mediterráneo oriental')?.highlighted).toBe('<em>Mediterrá</em>neo oriental');
    const plain = await client.searchForFacetValues({ indexName: INDEX, facetName: 'content.destinations', searchForFacetValuesRequest: { facetQuery: 'oceano ind' } });
    expect(plain.facetHits.map((hit) => hit.value)).toEqual(['Océano Índico']);
  });
});
