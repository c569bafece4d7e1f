/**
 * What the search page island needs from this request (spec 2.10, 9.2): the URL's search state and
 * whether the visitor is on a phone, with the browser's search configuration; null on any page
 * other than the search route, where the component links to the search page instead.
 */
import type { SearchPageProps } from '../../schema/components/search_page_component';
import type { PublicSearchConfig } from '../../schema/search/public-config';
import type { SearchRequest, SiteServices } from '../../schema/services';

export type SearchPageData = { request: SearchRequest; config: PublicSearchConfig } | null;

export const load = async (_props: SearchPageProps, services: SiteServices): Promise<SearchPageData> => {
  const request = services.searchRequest();
  return request ? { request, config: services.searchConfig() } : null;
};
