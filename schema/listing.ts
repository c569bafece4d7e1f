/**
 * Paged listings (spec 2.4, 2.16): a listing's pages are paths, not query strings, since
 * a cached page cannot read the query string. Page 1 is the page's own path; page n > 1 is
 * '{path}/page/{n}'. Pure, so the proxy, the page and the grid apply the same rules.
 */
import { LISTING_PAGE_DIGITS, LISTING_PAGE_SEGMENT, LISTING_PAGE_SIZE } from './constants/listing';

/** How many pages `total` items take; an empty listing still has its one page. */
export const pageCount = (total: number, size: number = LISTING_PAGE_SIZE): number => Math.max(1, Math.ceil(total / size));

/** The items page `page` (1-based) shows. */
export const pageSlice = <T>(items: readonly T[], page: number, size: number = LISTING_PAGE_SIZE): T[] => items.slice((page - 1) * size, page * size);

const PAGE_NUMBER = new RegExp(`^[1-9]\\d{0,${LISTING_PAGE_DIGITS - 1}}$`);
const LISTING_PATH = new RegExp(`^(.*)/${LISTING_PAGE_SEGMENT}/([^/]+)$`);

/**
 * A normalised path ending in '/page/{n}' as its page's path and n, or null when it does not end
 * so or n is no page number ('0', '01', 'abc', too long). Page 1 is returned too: the caller
 * sends it to the page's own path.
 */
export const splitListingPath = (slug: string): { base: string; page: number } | null => {
  const match = LISTING_PATH.exec(slug);
  if (!match) return null;
  const [, base = '', number = ''] = match;
  return PAGE_NUMBER.test(number) ? { base: base === '' ? '/' : base, page: Number(number) } : null;
};

/** The normalised path of page `page` of the listing on `slug` (the page itself for page 1). */
export const listingPagePath = (slug: string, page: number): string => (page <= 1 ? slug : `${slug === '/' ? '' : slug}/${LISTING_PAGE_SEGMENT}/${page}`);
