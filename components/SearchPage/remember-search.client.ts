'use client';
/**
 * Refer-to-search mode (spec 4.3, 3.7) as the search page writes it: the search, its route and its
 * yacht list (7.2, up to 300) in session storage, so the yacht pages' previous/next walk the results
 * and 'back to search' returns to the same search. Kept apart from the search code, so that the
 * server-rendered page writes it before that code has loaded (or when it never loads).
 */
import { YACHT_NAVIGATION_KEYS } from '../../schema/constants/yacht';
import type { SearchUrlState } from '../../schema/search/url-state';
import type { YachtUrl } from '../../schema/yacht/navigation-list';
import { writeSession } from '../YachtCard/session.client';

const K = YACHT_NAVIGATION_KEYS;

/** The search and its route; the yacht list when known (null: it follows). */
export const recordSearch = (state: SearchUrlState, route: string, yachts: readonly YachtUrl[] | null): void => {
  writeSession(K.shouldReferToSearch, true);
  writeSession(K.searchState, state);
  writeSession(K.searchStateRoute, route);
  if (state.index !== 'y') writeSession(K.searchResultYachtUrls, []);
  else if (yachts) writeSession(K.searchResultYachtUrls, yachts);
};

/** Spec 4.3 'Back to search': the yacht page opened from the results. */
export const rememberOpenedYacht = (url: string): void => writeSession(K.yachtRedirectUrl, url);

/** A hit opened from the server-rendered results, before the search code has loaded. */
export const rememberOpenedHits = (root: HTMLElement): (() => void) => {
  const onClick = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('[data-search-hit-link]') : null;
    const url = link?.getAttribute('href');
    if (url) rememberOpenedYacht(url);
  };
  root.addEventListener('click', onClick, true);
  return () => root.removeEventListener('click', onClick, true);
};
