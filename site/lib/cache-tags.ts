/**
 * Every cache tag of the site, in one place: cached reads tag themselves with these, and the
 * revalidate webhook computes the same tags for the items it is told have changed.
 */
import type { Locale } from '../../schema/constants/locale';

/** Everything read from the CMS: the last resort when a change cannot be narrowed down. */
export const CONTENT_TAG = 'content';
/** The redirect table of every locale (spec 2.3). */
export const REDIRECTS_TAG = 'redirects';
/** Which paths are pages in each locale, and each page item's slugs (the proxy's route table, hreflang). */
export const PAGES_TAG = 'pages';
/** Which map pictures the content shows (site/lib/maps/views.ts): any map item's change may move a view. */
export const MAP_VIEWS_TAG = 'map-views';
/** One page, by locale and normalised path (spec 2.4). */
export const pageTag = (locale: Locale, slug: string): string => `page:${locale}:${slug}`;
/** A site-wide configuration item (menu, footer: spec 3.11) in one locale. */
export const configurationTag = (codename: string, locale: Locale): string => `config:${codename}:${locale}`;
