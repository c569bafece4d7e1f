/**
 * The Algolia REST protocol the site and its tools use, answered by the embedded engine: search
 * (single, multi-query, facet values, browse), recommendations, index list, settings, batch
 * writes, index operations and tasks. Errors are Algolia's body, `{ message, status }`. The same
 * handler serves the in-process requester and the HTTP servers; `serve` answers the same way but
 * lets other work run between the queries of a multi-query, so no request holds the process for
 * all of its queries at once.
 */
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { EngineError, type SearchEngine } from './engine';
import { FilterError } from './filters';
import { facetSearch } from './facet-search';
import { LimitError, type LimitName } from './limits';
import { MAX_HITS_PER_PAGE, ParamsError, readParams, type SearchParams } from './params';
import { relatedTo } from './recommend';
import { filteredMatches, hitsPerPageOf, runSearch } from './search';
import { RECOMMENDATIONS_MAX } from '../../schema/constants/search';

/** Algolia's limit on the queries of one multi-query or recommendations request. */
export const MAX_QUERIES_PER_REQUEST = 50;
/**
 * Hits one request may ask for over all its queries: one full page of Algolia's largest, however
 * the queries share it. The site asks for at most 300 (the compare search); without this, 50
 * queries of 1,000 hits were an answer of hundreds of megabytes on a catalogue of thousands.
 */
export const MAX_HITS_PER_REQUEST = MAX_HITS_PER_PAGE;

/** The calls a browser makes with the search key: multi-query, single query, facet values, recommendations. */
const SEARCH_CALLS = [/^\/?1\/indexes\/\*\/queries$/, /^\/?1\/indexes\/[^/]+\/query$/, /^\/?1\/indexes\/[^/]+\/facets\/[^/]+\/query$/, /^\/?1\/indexes\/\*\/recommendations$/];
export const isSearchCall = (method: string, path: string): boolean => method.toUpperCase() === 'POST' && SEARCH_CALLS.some((call) => call.test(path));

export type EngineRequest = {
  method: string;
  /** Path with its query string: '/1/indexes/x/query?x-algolia-agent=…' */
  url: string;
  headers: Readonly<Record<string, string | undefined>>;
  body?: string | Uint8Array;
};
/** `refused`: the limit a 400 enforces, for the servers' refusal log (not sent). */
export type EngineResponse = { status: number; body: unknown; refused?: LimitName };

/** Credentials the engine checks when given (the search key reads, the admin key also writes). */
export type EngineKeys = { appId?: string; searchKey?: string; adminKey?: string };

const error = (status: number, message: string): EngineResponse => ({ status, body: { message, status } });

const anyObject = z.record(z.string(), z.unknown());
const batchSchema = z.object({
  requests: z.array(
    z.object({
      action: z.enum(['addObject', 'updateObject', 'partialUpdateObject', 'partialUpdateObjectNoCreate', 'deleteObject', 'delete', 'clear']),
      body: z.unknown().optional(),
      indexName: z.string().optional(),
    }),
  ),
});
const multiSchema = z.object({
  requests: z.array(z.looseObject({ indexName: z.string().min(1), type: z.enum(['default', 'facet']).optional(), facet: z.string().optional() })),
  strategy: z.string().optional(),
});
const operationSchema = z.object({
  operation: z.enum(['copy', 'move']),
  destination: z.string().min(1),
  scope: z.array(z.enum(['settings', 'synonyms', 'rules'])).optional(),
});
const recommendSchema = z.object({
  requests: z.array(
    z.looseObject({
      indexName: z.string().min(1),
      model: z.string(),
      objectID: z.string().optional(),
      threshold: z.number().min(0).max(100).default(0),
      maxRecommendations: z.int().min(1).max(1000).optional(),
      queryParameters: anyObject.optional(),
    }),
  ),
});

const decodeBody = (request: EngineRequest): unknown => {
  if (request.body === undefined || request.body === '') return {};
  const gzipped = request.headers['content-encoding']?.toLowerCase() === 'gzip';
  const bytes = typeof request.body === 'string' ? Buffer.from(request.body) : Buffer.from(request.body);
  const text = (gzipped ? gunzipSync(bytes) : bytes).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    throw new EngineError(400, 'Invalid JSON body');
  }
};

const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new EngineError(400, issue ? `Invalid body "${issue.path.join('.')}": ${issue.message}` : 'Invalid body');
};

const task = (engine: SearchEngine, extra: Record<string, unknown> = {}) => ({ taskID: engine.nextTask(), updatedAt: new Date().toISOString(), ...extra });

const WRITES = new Set(['PUT', 'DELETE']);
const isWrite = (method: string, segments: readonly string[]): boolean => {
  if (WRITES.has(method)) return true;
  const last = segments[segments.length - 1];
  return method === 'POST' && (last === 'batch' || last === 'operation' || last === 'clear' || segments.length === 3);
};

const authorise = (keys: EngineKeys | undefined, request: EngineRequest, query: URLSearchParams, write: boolean): EngineResponse | null => {
  if (!keys || (!keys.searchKey && !keys.adminKey)) return null;
  const key = request.headers['x-algolia-api-key'] ?? query.get('x-algolia-api-key');
  const appId = request.headers['x-algolia-application-id'] ?? query.get('x-algolia-application-id');
  const allowed = write ? [keys.adminKey] : [keys.searchKey, keys.adminKey];
  if ((keys.appId && appId !== keys.appId) || !key || !allowed.includes(key)) return error(403, 'Invalid Application-ID or API key');
  return null;
};

const searchIndex = (engine: SearchEngine, indexName: string, params: SearchParams) => {
  const state = engine.get(indexName);
  return runSearch(indexName, state.collection, engine.effectiveSettings(state), params);
};

const facetQuery = (engine: SearchEngine, indexName: string, facet: string, params: SearchParams) => {
  const state = engine.get(indexName);
  return facetSearch(state.collection, engine.effectiveSettings(state), facet, params);
};

const countedRequests = z.object({ requests: z.array(z.unknown()) });
/** Counted before any entry is read, so an oversized request costs no more than its parse. */
const withinQueryLimit = (body: unknown): unknown => {
  const counted = countedRequests.safeParse(body);
  if (counted.success && counted.data.requests.length > MAX_QUERIES_PER_REQUEST) throw new LimitError('queries-per-request', 'Too many queries in multi query request');
  return body;
};
const withinHitLimit = (hits: readonly number[]): void => {
  if (hits.reduce((sum, n) => sum + n, 0) > MAX_HITS_PER_REQUEST) {
    throw new LimitError('hits-per-request', `Too many hits requested: at most ${MAX_HITS_PER_REQUEST} over all the queries of one request`);
  }
};

/** Multi-query entries, each read and checked before the first one runs; a step per query. */
function* multiQuery(engine: SearchEngine, body: unknown): Generator<void, unknown[]> {
  const { requests } = parse(multiSchema, withinQueryLimit(body));
  const entries = requests.map(({ indexName, type, facet, ...params }) => ({ indexName, facet: type === 'facet' ? facet : undefined, params: readParams(params) }));
  withinHitLimit(entries.map(({ indexName, facet, params }) => (facet ? 0 : hitsPerPageOf(params, engine.effectiveSettings(engine.get(indexName))))));
  const results: unknown[] = [];
  for (const { indexName, facet, params } of entries) {
    results.push(facet ? facetQuery(engine, indexName, facet, params) : searchIndex(engine, indexName, params));
    yield;
  }
  return results;
}

const cursorOf = z.object({ cursor: z.string().optional() });

const browse = (engine: SearchEngine, indexName: string, body: unknown, queryCursor: string | null) => {
  const state = engine.get(indexName);
  const settings = engine.effectiveSettings(state);
  const { cursor: bodyCursor, ...rest } = anyObject.parse(body ?? {});
  const cursor = queryCursor ?? cursorOf.parse({ cursor: bodyCursor }).cursor ?? null;
  const params = readParams(rest);
  const page = cursor ? Number(Buffer.from(cursor, 'base64url').toString('utf8')) : 0;
  if (!Number.isInteger(page) || page < 0) throw new EngineError(400, 'Invalid cursor');
  const hitsPerPage = params.hitsPerPage ?? 1000;
  const result = runSearch(indexName, state.collection, { ...settings, paginationLimitedTo: Number.MAX_SAFE_INTEGER }, { ...params, hitsPerPage, page });
  const next = page + 1 < result.nbPages ? Buffer.from(String(page + 1)).toString('base64url') : undefined;
  return { ...result, ...(next ? { cursor: next } : {}) };
};

function* recommendations(engine: SearchEngine, body: unknown): Generator<void, { results: unknown[] }> {
  const { requests } = parse(recommendSchema, withinQueryLimit(body));
  withinHitLimit(requests.map((request) => request.maxRecommendations ?? RECOMMENDATIONS_MAX));
  const results: unknown[] = [];
  for (const request of requests) {
    const started = performance.now();
    const state = engine.get(request.indexName);
    if (request.model !== 'related-products' || !request.objectID) throw new EngineError(400, `Model "${request.model}" is not available; use related-products with an objectID`);
    const settings = engine.effectiveSettings(state);
    const params = readParams({ ...(request.queryParameters ?? {}), query: '' });
    const candidates = filteredMatches(state.collection, settings, params).map((s) => s.doc.record);
    const related = relatedTo(state.collection, request.objectID, candidates, request.maxRecommendations ?? RECOMMENDATIONS_MAX, request.threshold);
    if (!related) throw new EngineError(404, 'ObjectID does not exist');
    results.push({
      hits: related.map(({ record, score }) => ({ ...record, _score: score })),
      nbHits: related.length,
      page: 0,
      nbPages: 1,
      hitsPerPage: related.length,
      processingTimeMS: Math.round(performance.now() - started),
      query: '',
      params: '',
    });
    yield;
  }
  return { results };
}

/** Answers one request; yields between the queries of a multi-query (./handler's `serve` runs other work there). */
function* route(engine: SearchEngine, method: string, segments: string[], body: () => unknown, query: URLSearchParams): Generator<void, EngineResponse> {
  const ok = (value: unknown): EngineResponse => ({ status: 200, body: value });
  const [, , index, action, facet, facetAction] = segments;
  if (segments[0] === '1' && segments[1] === 'task' && segments.length === 3 && method === 'GET') return ok({ status: 'published' });
  if (segments[0] !== '1' || segments[1] !== 'indexes') return error(404, 'Path not found');
  if (index === undefined) {
    if (method !== 'GET') return error(405, 'Method not allowed');
    const items = engine.list().map((state) => ({
      name: state.name,
      createdAt: state.createdAt,
      updatedAt: state.collection.updatedAt,
      entries: state.collection.docs.size,
      dataSize: 0,
      fileSize: 0,
      lastBuildTimeS: 0,
      numberOfPendingTasks: 0,
      pendingTask: false,
      ...(state.settings.primary ? { primary: state.settings.primary } : {}),
      ...(state.settings.replicas ? { replicas: state.settings.replicas } : {}),
    }));
    return ok({ items, nbPages: 1 });
  }
  if (index === '*') {
    if (method !== 'POST') return error(405, 'Method not allowed');
    if (action === 'queries') return ok({ results: yield* multiQuery(engine, body()) });
    if (action === 'recommendations') return ok(yield* recommendations(engine, body()));
    if (action === 'batch') {
      const { requests } = parse(batchSchema, body());
      const objectIDs = requests.map((r) => {
        if (!r.indexName) throw new EngineError(400, 'indexName is required in a multiple-index batch');
        return engine.apply(r.indexName, r.action, r.body);
      });
      const taskID = engine.nextTask();
      const names = [...new Set(requests.map((r) => r.indexName ?? ''))];
      return ok({ taskID: Object.fromEntries(names.map((name) => [name, taskID])), objectIDs: objectIDs.filter((id): id is string => id !== null) });
    }
    return error(404, 'Path not found');
  }
  if (action === undefined) {
    if (method === 'DELETE') {
      engine.deleteIndex(index);
      return ok({ taskID: engine.nextTask(), deletedAt: new Date().toISOString() });
    }
    if (method === 'POST') {
      const objectID = engine.apply(index, 'addObject', body());
      return { status: 201, body: { taskID: engine.nextTask(), objectID, createdAt: new Date().toISOString() } };
    }
    return error(405, 'Method not allowed');
  }
  if (action === 'query' && method === 'POST') return ok(searchIndex(engine, index, readParams(body())));
  if (action === 'browse' && (method === 'POST' || method === 'GET')) return ok(browse(engine, index, method === 'POST' ? body() : Object.fromEntries(query), query.get('cursor')));
  if (action === 'facets' && facet !== undefined && facetAction === 'query' && method === 'POST') return ok(facetQuery(engine, index, decodeURIComponent(facet), readParams(body())));
  if (action === 'settings') {
    if (method === 'GET') return ok(engine.effectiveSettings(engine.get(index)));
    if (method === 'PUT') {
      engine.setSettings(index, body(), query.get('forwardToReplicas') === 'true');
      return ok(task(engine));
    }
  }
  if (action === 'batch' && method === 'POST') {
    const { requests } = parse(batchSchema, body());
    const objectIDs = requests.map((r) => engine.apply(index, r.action, r.body)).filter((id): id is string => id !== null);
    return ok({ taskID: engine.nextTask(), objectIDs });
  }
  if (action === 'operation' && method === 'POST') {
    const { operation, destination, scope } = parse(operationSchema, body());
    engine.operation(index, operation, destination, scope);
    return ok(task(engine));
  }
  if (action === 'clear' && method === 'POST') {
    engine.apply(index, 'clear', undefined);
    return ok(task(engine));
  }
  if (action === 'task' && method === 'GET') return ok({ status: 'published', pendingTask: false });
  if (segments.length === 4) {
    const objectID = decodeURIComponent(action);
    if (method === 'GET') {
      const record = engine.get(index).collection.docs.get(objectID)?.record;
      return record ? ok(record) : error(404, 'ObjectID does not exist');
    }
    if (method === 'PUT') {
      engine.apply(index, 'updateObject', { ...anyObject.parse(body()), objectID });
      return ok(task(engine, { objectID }));
    }
    if (method === 'DELETE') {
      engine.apply(index, 'deleteObject', { objectID });
      return ok({ taskID: engine.nextTask(), deletedAt: new Date().toISOString() });
    }
  }
  return error(404, 'Path not found');
}

function* answer(engine: SearchEngine, keys: EngineKeys | undefined, request: EngineRequest): Generator<void, EngineResponse> {
  const url = new URL(request.url, 'http://engine.local');
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const method = request.method.toUpperCase();
  const denied = authorise(keys, request, url.searchParams, isWrite(method, segments));
  if (denied) return denied;
  let cached: unknown;
  const body = () => (cached ??= decodeBody(request));
  return yield* route(engine, method, segments, body, url.searchParams);
}

const failure = (caught: unknown): EngineResponse => {
  if (caught instanceof LimitError) return { ...error(caught.status, caught.message), refused: caught.limit };
  if (caught instanceof EngineError) return error(caught.status, caught.message);
  if (caught instanceof ParamsError || caught instanceof FilterError) return error(400, caught.message);
  if (caught instanceof URIError) return error(400, 'Malformed path');
  if (caught instanceof z.ZodError) return error(400, caught.issues[0]?.message ?? 'Invalid body');
  return error(500, caught instanceof Error ? caught.message : 'Internal error');
};

/** Lets timers and I/O (other requests) run before the next step. */
const otherWork = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Answers one request; never throws (a bad request is a 4xx in Algolia's shape). */
export const createEngineHandler = (engine: SearchEngine, keys?: EngineKeys) => {
  const handle = (request: EngineRequest): EngineResponse => {
    try {
      const steps = answer(engine, keys, request);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
      }
    } catch (caught) {
      return failure(caught);
    }
  };
  /** The same answer, with other work run between its queries. */
  const serve = async (request: EngineRequest): Promise<EngineResponse> => {
    try {
      const steps = answer(engine, keys, request);
      for (;;) {
        const step = steps.next();
        if (step.done) return step.value;
        await otherWork();
      }
    } catch (caught) {
      return failure(caught);
    }
  };
  return Object.assign(handle, { serve });
};

export type EngineHandler = ReturnType<typeof createEngineHandler>;
