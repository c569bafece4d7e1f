/**
 * The search page's request (spec 2.10, 9.2): the URL's search state and whether the visitor is on
 * a phone (10 hits per page instead of 30). Set by the search page route for this request only
 * (React's per-request cache) and read by the search_page_component, which the CMS places on the page.
 */
import { cache } from 'react';
import type { SearchRequest } from '../../schema/services';

const slot = cache((): { current: SearchRequest | null } => ({ current: null }));

export const setSearchRequest = (request: SearchRequest): void => {
  slot().current = request;
};

export const searchRequest = (): SearchRequest | null => slot().current;

/** Decided on the server from client hints or the user agent, so first paint and hydration agree. */
export const isMobileRequest = (headers: { get: (name: string) => string | null }): boolean => {
  const hint = headers.get('sec-ch-ua-mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(headers.get('user-agent') ?? '');
};
