/**
 * Spec 9.2: the settings of both indexes as code (searchable attributes, facets, custom ranking,
 * a sorted replica per sort and order, facet ordering), pushed to Algolia by `npm run search:index`
 * and read by the embedded engine. The zod schema is the part of Algolia's settings both speak.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { GENERAL_CONTENT_TYPES, GENERAL_FACETS, GENERAL_SORTS, indexName, replicaName, SORT_ORDERS, YACHT_FACETS, YACHT_SORTS, type SearchIndexKind } from '../constants/search';

export const indexSettingsSchema = z.looseObject({
  searchableAttributes: z.array(z.string()).optional(),
  attributesForFaceting: z.array(z.string()).optional(),
  customRanking: z.array(z.string()).optional(),
  ranking: z.array(z.string()).optional(),
  replicas: z.array(z.string()).optional(),
  /** Set on a replica: the index whose records it sorts. */
  primary: z.string().optional(),
  attributesToRetrieve: z.array(z.string()).optional(),
  attributesToHighlight: z.array(z.string()).optional(),
  hitsPerPage: z.int().min(0).max(1000).optional(),
  maxValuesPerFacet: z.int().min(1).max(1000).optional(),
  typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict', 'true', 'false'])]).optional(),
  minWordSizefor1Typo: z.int().min(1).optional(),
  minWordSizefor2Typos: z.int().min(1).optional(),
  paginationLimitedTo: z.int().min(1).optional(),
  renderingContent: z
    .looseObject({
      facetOrdering: z
        .looseObject({
          facets: z.looseObject({ order: z.array(z.string()) }).optional(),
          values: z.record(z.string(), z.looseObject({ order: z.array(z.string()).optional(), sortRemainingBy: z.enum(['count', 'alpha', 'hidden']).optional() })).optional(),
        })
        .optional(),
    })
    .optional(),
});
export type IndexSettings = z.output<typeof indexSettingsSchema>;

/** Algolia's own default ranking; a sorted replica puts its attribute first. */
export const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'] as const;

const sortReplicas = (primary: string, sorts: Readonly<Record<string, string>>): Array<{ name: string; settings: IndexSettings }> =>
  Object.entries(sorts).flatMap(([sort, attribute]) =>
    SORT_ORDERS.map((order) => ({
      name: replicaName(primary, sort, order),
      settings: { ranking: [`${order}(${attribute})`, ...DEFAULT_RANKING], primary },
    })),
  );

const yachtSettings = (name: string): IndexSettings => ({
  searchableAttributes: ['content.name', 'content.builderName,content.model', 'unordered(content.destinations)', 'unordered(content.amenities)', 'unordered(description)'],
  attributesForFaceting: [
    ...YACHT_FACETS.map((facet) => (facet === 'content.builderName' || facet === 'content.destinations' || facet === 'content.amenities' ? `searchable(${facet})` : facet)),
    'content.type',
    'filterOnly(content.yachtid)',
    'content.builtyear',
    'content.refityear',
    'content.numberoftotalguests',
    'content.cabins',
  ],
  customRanking: ['desc(content.newToTheFleet)', 'desc(content.loaMeter)'],
  replicas: sortReplicas(name, YACHT_SORTS).map((r) => r.name),
  hitsPerPage: 30,
  maxValuesPerFacet: 100,
  renderingContent: {
    facetOrdering: {
      facets: { order: [...YACHT_FACETS] },
      values: {
        'content.builderName': { sortRemainingBy: 'alpha' },
        'content.destinations': { sortRemainingBy: 'count' },
        'content.amenities': { sortRemainingBy: 'count' },
      },
    },
  },
});

const genericSettings = (name: string): IndexSettings => ({
  searchableAttributes: ['title', 'unordered(description)', 'city,region,country', 'jobTitle,department,office', 'newsType,eventType'],
  attributesForFaceting: ['kind', 'filterOnly(category)', ...GENERAL_FACETS.map((facet) => (facet === 'city' || facet === 'office' ? `searchable(${facet})` : facet))],
  customRanking: ['desc(popularityLevel)', 'desc(publicationDate)'],
  replicas: sortReplicas(name, GENERAL_SORTS).map((r) => r.name),
  hitsPerPage: 30,
  maxValuesPerFacet: 100,
  renderingContent: {
    facetOrdering: {
      facets: { order: ['kind', ...GENERAL_FACETS] },
      values: { kind: { order: [...GENERAL_CONTENT_TYPES] }, publicationYear: { sortRemainingBy: 'alpha' } },
    },
  },
});

export type IndexDefinition = { kind: SearchIndexKind; name: string; settings: IndexSettings; replicas: Array<{ name: string; settings: IndexSettings }> };

/** Both indexes of a locale with their replicas' settings. */
export const indexDefinitions = (locale: Locale): IndexDefinition[] => {
  const yacht = indexName('yacht', locale);
  const generic = indexName('generic', locale);
  return [
    { kind: 'yacht', name: yacht, settings: yachtSettings(yacht), replicas: sortReplicas(yacht, YACHT_SORTS) },
    { kind: 'generic', name: generic, settings: genericSettings(generic), replicas: sortReplicas(generic, GENERAL_SORTS) },
  ];
};

/** 'searchable(x)', 'filterOnly(x)', 'afterDistinct(x)' and 'unordered(x)' name attribute x. */
export const attributeOf = (entry: string): string => entry.replace(/^(searchable|filterOnly|afterDistinct|unordered)\((.*)\)$/, '$2');
