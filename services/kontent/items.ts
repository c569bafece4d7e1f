/**
 * Item routes of the Delivery API (spec 7.1): GET items, GET items/{codename} and GET items-feed.
 */
import { z } from 'zod';
import { paginate, requestLanguages, type RequestContext, type RouteResult } from './context';
import { apiErrors } from './errors';
import { compileFilter, sortVariants } from './filters';
import { answerFeedItems, answerItems, type Projection } from './linked';
import { parseItemsQuery, type Filter, type ItemsQuery } from './query';
import { resolveVariant, type ItemSet, type Variant } from './store';

/** Items per items-feed response; more are chained with X-Continuation. */
export const FEED_PAGE_SIZE = 2000;
export const CONTINUATION_HEADER = 'x-continuation';

const projectionOf = (query: ItemsQuery): Projection => ({
  elements: query.elements,
  excludeElements: query.excludeElements,
});

const positiveValues = (filters: readonly Filter[], property: 'type' | 'codename'): string[] | undefined => {
  const filter = filters.find((f) => f.target.kind === 'system' && f.target.property === property && (f.operator === 'eq' || f.operator === 'in'));
  return filter?.values;
};

/** Item codenames worth testing, in default order: narrowed by a type or codename filter when one is given. */
const candidates = (set: ItemSet, filters: readonly Filter[]): readonly string[] => {
  const codenames = positiveValues(filters, 'codename');
  if (codenames) return [...new Set(codenames)].filter((c) => set.variants.has(c)).sort();
  const types = positiveValues(filters, 'type');
  if (!types) return set.codenames;
  if (types.length === 1) return set.byType.get(types[0] ?? '') ?? [];
  return [...new Set(types.flatMap((t) => set.byType.get(t) ?? []))].sort();
};

/** Every variant the query matches, in the language chain, filtered and ordered. */
const matchItems = (ctx: RequestContext, query: ItemsQuery, chain: readonly string[]): Variant[] => {
  const predicates = query.filters.map((filter) => compileFilter(ctx.store, filter));
  const matched: Variant[] = [];
  for (const codename of candidates(ctx.items, query.filters)) {
    const variant = resolveVariant(ctx.items, codename, chain);
    if (variant && predicates.every((matches) => matches(variant))) matched.push(variant);
  }
  return query.order ? sortVariants(matched, query.order) : matched;
};

export const listItems = (ctx: RequestContext): RouteResult => {
  const query = parseItemsQuery(ctx.params);
  const chain = requestLanguages(ctx.store, query.language);
  const matched = matchItems(ctx, query, chain);
  const { page, pagination } = paginate(matched, query.skip, query.limit, ctx.pageUrl, query.includeTotalCount, ctx.maxItems);
  const { items, modular_content } = answerItems(page, query.depth, (c) => resolveVariant(ctx.items, c, chain), projectionOf(query));
  return { body: { items, modular_content, pagination } };
};

export const getItem = (ctx: RequestContext, codename: string): RouteResult => {
  const query = parseItemsQuery(ctx.params);
  const chain = requestLanguages(ctx.store, query.language);
  const variant = resolveVariant(ctx.items, codename, chain);
  if (!variant) throw apiErrors.itemNotFound(codename);
  const { items, modular_content } = answerItems([variant], query.depth, (c) => resolveVariant(ctx.items, c, chain), projectionOf(query));
  return { body: { item: items[0], modular_content } };
};

const continuationSchema = z.object({ offset: z.number().int().nonnegative() });

export const encodeContinuation = (offset: number): string => Buffer.from(JSON.stringify({ offset })).toString('base64url');

export const decodeContinuation = (token: string | undefined): number => {
  if (token === undefined || token === '') return 0;
  try {
    return continuationSchema.parse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))).offset;
  } catch {
    throw apiErrors.invalidContinuation();
  }
};

/**
 * Every matching item, without linked items (the feed never resolves depth) but with its
 * components in `modular_content`, in pages chained by
 * the X-Continuation header: sent back by the client, answered with the next token while more remain.
 */
export const itemsFeed = (ctx: RequestContext, pageSize: number = FEED_PAGE_SIZE): RouteResult => {
  const query = parseItemsQuery(ctx.params);
  const chain = requestLanguages(ctx.store, query.language);
  const offset = decodeContinuation(ctx.headers[CONTINUATION_HEADER]);
  const matched = matchItems(ctx, query, chain);
  const { items, modular_content } = answerFeedItems(matched.slice(offset, offset + pageSize), projectionOf(query));
  const next = offset + pageSize;
  return {
    body: { items, modular_content },
    headers: next < matched.length ? { [CONTINUATION_HEADER]: encodeContinuation(next) } : {},
  };
};
