/**
 * Paged yacht listings (spec 2.16 yacht list block): how many cards one page of a listing
 * shows, and the path segment before its page number (/yachts-for-charter/page/2/).
 * A card costs about 5 KB of HTML (markup plus the RSC payload React hydrates from) on top of a
 * page's ~70 KB, so 6 (whole rows at one, two and three columns) keeps a listing page near 100 KB,
 * well under the 120 KB budget; 36 cards on one page weighed 248 KB, 12 would weigh about 130 KB.
 */
export const LISTING_PAGE_SIZE = 6;
export const LISTING_PAGE_SEGMENT = 'page';
/** More pages than any listing has: longer numbers are not page numbers (a path the proxy answers 404). */
export const LISTING_PAGE_DIGITS = 4;
