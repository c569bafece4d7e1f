/**
 * What the search page island needs from this request (spec 2.10, 9.2): the URL's search state and
 * whether the visitor is on a phone, with the browser's search configuration; null on any page
 * other than the search route, where the component links to the search page instead. On the yacht
 * tab also the search's yacht list (spec 7.2, 4.3), so that the page writes refer-to-search before
 * its search code loads (as text: yacht-list-text.ts).
 */
import type { SearchPageProps } from '../../schema/components/search_page_component';
import type { PublicSearchConfig } from '../../schema/search/public-config';
import type { SearchRequest, SiteServices } from '../../schema/services';
import { createBrowserSearchClient } from '../ui/search/client';
import { searchYachtUrls } from '../ui/search/yacht-urls';
import { toYachtListText, type YachtListText } from './yacht-list-text';

export type SearchPageData = { request: SearchRequest; config: PublicSearchConfig; yachts: YachtListText } | null;

export const load = async ({ locale }: SearchPageProps, services: SiteServices): Promise<SearchPageData> => {
  const request = services.searchRequest();
  if (!request) return null;
  const config = services.searchConfig();
  const list = request.state.index === 'y' ? await searchYachtUrls(createBrowserSearchClient(config), request.state, locale) : null;
  return { request, config, yachts: toYachtListText(list?.items ?? []) };
};
