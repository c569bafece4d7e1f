/**
 * Search parameters as Algolia takes them: a JSON object, or the urlencoded `params` string older
 * clients and InstantSearch send (`query=x&facets=%5B%22*%22%5D`), or both (the object wins).
 * Validated with zod; a bad value is a 400 in Algolia's error shape.
 */
import { z } from 'zod';
import { LimitError } from './limits';

/** Algolia's own limit on the query text; each word costs a typo-tolerant lookup in the text index. */
export const MAX_QUERY_BYTES = 512;

const stringOrList = z.union([z.string(), z.array(z.string())]);
/** facetFilters / numericFilters: a string, or a list whose nested lists are OR-ed. */
const filterList = z.union([z.string(), z.array(z.union([z.string(), z.array(z.string())]))]);
const nonNegative = z.coerce.number().int().min(0);
/** Algolia's: 0 (InstantSearch's facet-only queries) to 1,000 hits a page. */
export const MAX_HITS_PER_PAGE = 1000;

export const searchParamsSchema = z.looseObject({
  query: z.string().default(''),
  filters: z.string().optional(),
  facetFilters: filterList.optional(),
  numericFilters: filterList.optional(),
  tagFilters: filterList.optional(),
  facets: stringOrList.optional(),
  maxValuesPerFacet: z.coerce.number().int().min(1).max(1000).optional(),
  hitsPerPage: z.coerce.number().int().min(0).max(MAX_HITS_PER_PAGE).optional(),
  page: nonNegative.optional(),
  offset: nonNegative.optional(),
  length: z.coerce.number().int().min(0).max(MAX_HITS_PER_PAGE).optional(),
  attributesToRetrieve: stringOrList.optional(),
  attributesToHighlight: stringOrList.optional(),
  highlightPreTag: z.string().optional(),
  highlightPostTag: z.string().optional(),
  typoTolerance: z.union([z.boolean(), z.enum(['min', 'strict', 'true', 'false'])]).optional(),
  facetQuery: z.string().optional(),
  maxFacetHits: z.coerce.number().int().min(1).max(100).optional(),
  aroundLatLng: z.string().optional(),
  getRankingInfo: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

/** A value of the urlencoded string: JSON where it parses (arrays, numbers, booleans), else text. */
const decodeValue = (key: string, value: string): unknown => {
  if (key === 'query' || key === 'filters' || key === 'facetQuery' || key === 'highlightPreTag' || key === 'highlightPostTag') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const parseParamsString = (params: string): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = decodeValue(key, value);
  return out;
};

export class ParamsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ParamsError';
  }
}

const asRecord = z.record(z.string(), z.unknown());

/** The parameters of one request body or request entry (the object's own keys win over `params`). */
export const readParams = (body: unknown): SearchParams => {
  const record = asRecord.safeParse(body ?? {});
  if (!record.success) throw new ParamsError('Request body must be a JSON object');
  const { params, ...rest } = record.data;
  const fromString = typeof params === 'string' ? parseParamsString(params) : (asRecord.safeParse(params).data ?? {});
  const parsed = searchParamsSchema.safeParse({ ...fromString, ...rest });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ParamsError(issue ? `Invalid value for "${issue.path.join('.')}": ${issue.message}` : 'Invalid search parameters');
  }
  if (Buffer.byteLength(parsed.data.query) > MAX_QUERY_BYTES) throw new LimitError('query-length', `Query is too long: at most ${MAX_QUERY_BYTES} bytes`);
  return parsed.data;
};

export const listOf = (value: string | string[] | undefined): string[] | undefined =>
  value === undefined
    ? undefined
    : Array.isArray(value)
      ? value
      : value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);

/** The parameters as the `params` string Algolia echoes in each result. */
export const paramsString = (params: SearchParams): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  ).toString();
