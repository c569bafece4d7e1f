/**
 * Contract: for the same records, the embedded engine answers as Algolia does. The fixtures are
 * Algolia's documented response format written by hand with hand-counted values; each engine
 * answer (through the unchanged algoliasearch client) must have every field of the fixture with
 * the same JSON type, and the same hits, counts, facets, stats and paging.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEngineHandler, engineRequester } from '../../services/search';
import { testEngine } from '../../testing/search-records';
import { createSearchClient } from './client';

const anyRecord = z.record(z.string(), z.unknown());
const fixturesSchema = z.object({
  cases: z.array(z.object({ name: z.string(), request: anyRecord.and(z.object({ indexName: z.string() })), response: anyRecord })),
  facetSearch: z.object({
    request: z.object({ indexName: z.string(), facet: z.string(), params: z.object({ facetQuery: z.string() }) }),
    response: anyRecord,
  }),
});
const fixtures = fixturesSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, '../../services/search/fixtures/algolia-responses.json'), 'utf8')));

const kind = (value: unknown): string => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

/** Every path of `expected` exists in `actual` with the same JSON type (hits are compared item by item). */
const shapeProblems = (expected: unknown, actual: unknown, path = ''): string[] => {
  if (kind(expected) !== kind(actual)) return [`${path || '(root)'}: ${kind(actual)} instead of ${kind(expected)}`];
  if (Array.isArray(expected) && Array.isArray(actual)) return expected.flatMap((item, i) => shapeProblems(item, actual[i], `${path}[${i}]`));
  const e = anyRecord.safeParse(expected);
  const a = anyRecord.safeParse(actual);
  if (!e.success || !a.success) return [];
  return Object.entries(e.data).flatMap(([key, value]) => (key in a.data ? shapeProblems(value, a.data[key], `${path}.${key}`) : [`${path}.${key}: missing`]));
};

const client = () => createSearchClient({ appId: 'embedded', apiKey: 'k' }, { kind: 'requester', requester: engineRequester(createEngineHandler(testEngine())) });

describe('contract: the engine answers as Algolia does (spec 7.2)', () => {
  for (const { name, request, response } of fixtures.cases) {
    it(name, async () => {
      const { results } = await client().search({ requests: [request] });
      const actual = results[0];
      expect(shapeProblems(response, actual)).toEqual([]);
      const counted = anyRecord.parse(actual);
      for (const key of ['nbHits', 'page', 'nbPages', 'hitsPerPage', 'facets', 'facets_stats', 'query'] as const) {
        if (key in response) expect(counted[key], key).toEqual(response[key]);
      }
      const ids = (hits: unknown) =>
        z
          .array(z.object({ objectID: z.string() }))
          .parse(hits)
          .map((h) => h.objectID);
      expect(ids(counted.hits)).toEqual(ids(response.hits));
      const highlights = z.array(z.object({ _highlightResult: z.unknown().optional() }).loose()).parse(response.hits);
      highlights.forEach((hit, i) => {
        if (hit._highlightResult !== undefined) expect(z.array(anyRecord).parse(counted.hits)[i]?._highlightResult).toMatchObject(anyRecord.parse(hit._highlightResult));
      });
    });
  }

  it('facet value search', async () => {
    const { request, response } = fixtures.facetSearch;
    const actual = await client().searchForFacetValues({ indexName: request.indexName, facetName: request.facet, searchForFacetValuesRequest: request.params });
    expect(shapeProblems(response, actual)).toEqual([]);
    expect(actual.facetHits).toEqual(response.facetHits);
  });

  it('errors have Algolia’s body: message and status', async () => {
    const handler = createEngineHandler(testEngine());
    expect(handler({ method: 'POST', url: '/1/indexes/missing/query', headers: {}, body: '{}' })).toEqual({ status: 404, body: { message: 'Index does not exist', status: 404 } });
    expect(handler({ method: 'POST', url: '/1/indexes/yachts/query', headers: {}, body: '{"hitsPerPage":"many"}' }).status).toBe(400);
    expect(handler({ method: 'POST', url: '/1/indexes/yachts/query', headers: {}, body: '{not json' })).toEqual({ status: 400, body: { message: 'Invalid JSON body', status: 400 } });
    expect(handler({ method: 'POST', url: '/1/indexes/yachts/facets/content.type/query', headers: {}, body: '{}' }).status).toBe(400);
  });
});
