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
  /** At most this many items in one answer of /items, /items-feed and used-in (limits.ts). */
  maxItems: number;
};

export type RouteResult = { body: unknown; headers?: Record<string, string> };

export type Pagination = { skip: number; limit: number; count: number; next_page: string; total_count?: number };

/**
 * One page of `all`: `limit` items from `skip`, but never more than `cap` (limits.ts). `limit` 0 in
 * the response means none was asked for. `next_page` continues right after this page, with the
 * client's own parameters, while items remain; it is "" on the last page. A page cut short by the
 * cap is so continued too, so a client that follows next_page reads exactly what it asked for.
 */
export const paginate = <T>(
  all: readonly T[],
  skip: number,
  limit: number | undefined,
  pageUrl: (skip: number) => string,
  includeTotalCount = false,
  cap = Number.POSITIVE_INFINITY,
): { page: T[]; pagination: Pagination } => {
  const size = Math.min(limit ?? Number.POSITIVE_INFINITY, cap);
  const page = all.slice(skip, skip + size);
  const next = skip + page.length;
  return {
    page,
    pagination: {
      skip,
      limit: limit ?? 0,
      count: page.length,
      next_page: next < all.length ? pageUrl(next) : '',
      ...(includeTotalCount ? { total_count: all.length } : {}),
    },
  };
};

/** The language chain of a request; the default language when none is asked for. */
export const requestLanguages = (store: ContentStore, language: string | undefined): string[] => {
  const requested = language ?? store.manifest.defaultLanguage;
  if (!store.manifest.languages.some((l) => l.system.codename === requested)) throw apiErrors.languageNotFound(requested);
  return languageChain(store.manifest, requested);
};
