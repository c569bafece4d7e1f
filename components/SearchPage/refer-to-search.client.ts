'use client';
/**
 * Refer-to-search mode (spec 4.3, 3.7): the search page turns it on and keeps the search, its
 * route and its yacht list (7.2, up to 300) in session storage, so the yacht pages' previous/next
 * walk the results and 'back to search' returns to the same search. Any other page turns it off.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { Locale } from '../../schema/constants/locale';
import type { SearchUrlState } from '../../schema/search/url-state';
import { searchYachtUrls } from '../ui/search/yacht-urls';
import { recordSearch } from './remember-search.client';

export { rememberOpenedYacht } from './remember-search.client';

/** Stores the search; the result list follows when the compare search answers (latest search wins). */
let latest = 0;
export const rememberSearch = async (client: LiteClient | null, state: SearchUrlState, route: string, locale: Locale): Promise<void> => {
  const ticket = ++latest;
  recordSearch(state, route, null);
  if (state.index !== 'y') return;
  const result = await searchYachtUrls(client, state, locale);
  if (ticket !== latest) return;
  recordSearch(
    state,
    route,
    result.items.map(({ Url, YachtId }) => ({ Url, YachtId })),
  );
};
