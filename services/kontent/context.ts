/** What every route handler of the local Delivery API receives, and the paging all listings share. */
import { apiErrors } from './errors';
import { languageChain, type ContentStore, type ItemSet } from './store';

export type RequestContext = {
  store: ContentStore;
  /** published items, or the preview set (drafts) for preview requests */
  items: ItemSet;
  /** decoded query parameters in request order */
  params: [string, string][];
  /** request headers, names in lower case */
  headers: Record<string, string>;
  /** the URL of this same request starting at `skip` (for `pagination.next_page`) */
  pageUrl: (skip: number) => string;
};

export type RouteResult = { body: unknown; headers?: Record<string, string> };

export type Pagination = { skip: number; limit: number; count: number; next_page: string; total_count?: number };

/**
 * One page of `all`. `limit` 0 in the response means none was asked for (every item is returned);
 * `next_page` is "" on the last page.
 */
export const paginate = <T>(
  all: readonly T[],
  skip: number,
  limit: number | undefined,
  pageUrl: (skip: number) => string,
  includeTotalCount = false,
): { page: T[]; pagination: Pagination } => {
  const page = all.slice(skip, limit === undefined ? undefined : skip + limit);
  const hasMore = limit !== undefined && skip + limit < all.length;
  return {
    page,
    pagination: {
      skip,
      limit: limit ?? 0,
      count: page.length,
      next_page: hasMore ? pageUrl(skip + limit) : '',
      ...(includeTotalCount ? { total_count: all.length } : {}),
    },
  };
};

/** The language chain of a request; the default language when none is asked for. */
export const requestLanguages = (store: ContentStore, language: string | undefined): string[] => {
  const requested = language ?? store.manifest.defaultLanguage;
  if (!store.manifest.languages.some((l) => l.system.codename === requested))
    throw apiErrors.languageNotFound(requested);
  return languageChain(store.manifest, requested);
};
