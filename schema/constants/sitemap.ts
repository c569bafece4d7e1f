/**
 * Spec 2.2 XML sitemaps, within the sitemaps.org protocol's limits: at most 50,000 URLs and
 * 50 MB (uncompressed) per file. A locale past either limit is split into numbered files that
 * the index lists.
 */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
/** The index of every locale's sitemap files, under both of its names (spec 2.2). */
export const SITEMAP_INDEX_FILES = ['sitemap.xml', 'index-sitemap.xml'] as const;

/**
 * The HTML sitemap (/sitemap) lists at most this many pages of one kind (yachts, news…) and links
 * the kind's listing for the rest, so the page stays light at any fleet size.
 */
export const SITE_TREE_MAX_LINKS = 48;
/** Where the whole of a kind is listed (spec 2.2 route list). */
export const SITE_TREE_LISTINGS = {
  'charter-yacht': '/yachts-for-charter',
  'sale-yacht': '/yachts-for-sale',
  berth: '/berths-for-sale',
  news: '/yachting-news',
  events: '/yachting-events',
  destinations: '/destinations',
} as const;
