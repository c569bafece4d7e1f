'use client';
/**
 * Refer-to-search mode (spec 4.3, 3.7): the search page turns it on and keeps the search, its
 * route and its yacht list (7.2, up to 300) in session storage, so the yacht pages' previous/next
 * walk the results and 'back to search' returns to the same search. Any other page turns it off.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { Locale } from '../../schema/constants/locale';
import { YACHT_NAVIGATION_KEYS } from '../../schema/constants/yacht';
import type { SearchUrlState } from '../../schema/search/url-state';
import { searchYachtUrls } from '../ui/search/yacht-urls';
import { writeSession } from '../YachtCard/session.client';

const K = YACHT_NAVIGATION_KEYS;

/** Stores the search; the result list follows when the compare search answers (latest search wins). */
let latest = 0;
export const rememberSearch = async (client: LiteClient | null, state: SearchUrlState, route: string, locale: Locale): Promise<void> => {
  const ticket = ++latest;
  writeSession(K.shouldReferToSearch, true);
  writeSession(K.searchState, state);
  writeSession(K.searchStateRoute, route);
  if (state.index !== 'y') {
    writeSession(K.searchResultYachtUrls, []);
    return;
  }
  const result = await searchYachtUrls(client, state, locale);
  if (ticket !== latest) return;
  writeSession(
    K.searchResultYachtUrls,
    result.items.map(({ Url, YachtId }) => ({ Url, YachtId })),
  );
};

/** Spec 4.3 'Back to search': the yacht page opened from the results. */
export const rememberOpenedYacht = (url: string): void => writeSession(K.yachtRedirectUrl, url);
