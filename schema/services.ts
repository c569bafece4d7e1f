/**
 * What the site hands the renderer for components to use while a page renders (spec 2.5, 2.10,
 * 3.10, 7.2): its address and the services a type's loader reads. Declared here, where components
 * and the renderer both see it; site/ builds the instance (site/lib/render-services.ts), so neither
 * imports the site.
 */
import type { LiteClient } from 'algoliasearch/lite';
import type { Locale } from './constants/locale';
import type { ContentItem, LinkedItems } from './kontent';
import type { PublicSearchConfig } from './search/public-config';
import type { SearchUrlState } from './search/url-state';
import type { Navigation } from './navigation/types';
import type { SitemapPage } from './sitemap/entries';

export type YachtItems = { items: ContentItem[]; linked: LinkedItems };

/** The search page's request: the URL's search state and whether the visitor is on a phone. */
export type SearchRequest = { state: SearchUrlState; mobile: boolean };

export type SiteServices = {
  /** Absolute base for share links and social images (spec 2.5). */
  siteUrl: string;
  /** The server's search client; null when search is not configured (spec 8.4). */
  search: () => LiteClient | null;
  /** The published yacht items a list of hits names, in one request (depth 1). */
  yachts: (codenames: readonly string[], locale: Locale) => Promise<YachtItems>;
  /** This request's search on the search page route; null on every other page. */
  searchRequest: () => SearchRequest | null;
  /** What the browser's search client needs (no admin key). */
  searchConfig: () => PublicSearchConfig;
  /** The HTML sitemap's sources (spec 2.2): the main menu and every published page of a locale. */
  pageTree: (locale: Locale) => Promise<{ menu: Navigation | null; pages: SitemapPage[] }>;
};
