import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE } from './constants/listing';
import { listingPagePath, pageCount, pageSlice, splitListingPath } from './listing';

describe('listing pages (spec 2.16)', () => {
  it('counts pages by the page size; an empty or short listing has one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE)).toBe(1);
    expect(pageCount(LISTING_PAGE_SIZE + 1)).toBe(2);
    expect(pageCount(36, 12)).toBe(3);
    expect(pageCount(36)).toBe(Math.ceil(36 / LISTING_PAGE_SIZE));
    expect(pageCount(37, 12)).toBe(4);
  });

  it('slices each page in order, the last one short, nothing past the end', () => {
    const items = Array.from({ length: 27 }, (_, i) => i);
    expect(pageSlice(items, 1, 12)).toEqual(items.slice(0, 12));
    expect(pageSlice(items, 2, 12)).toEqual(items.slice(12, 24));
    expect(pageSlice(items, 3, 12)).toEqual([24, 25, 26]);
    expect(pageSlice(items, 4, 12)).toEqual([]);
    expect([1, 2, 3].flatMap((page) => pageSlice(items, page, 12))).toEqual(items);
  });

  it('reads a page number only from a trailing /page/{n} with n a plain positive number', () => {
    expect(splitListingPath('/yachts-for-charter/page/2')).toEqual({ base: '/yachts-for-charter', page: 2 });
    expect(splitListingPath('/a/b/page/10')).toEqual({ base: '/a/b', page: 10 });
    expect(splitListingPath('/yachts-for-charter/page/1')).toEqual({ base: '/yachts-for-charter', page: 1 });
    expect(splitListingPath('/page/3')).toEqual({ base: '/', page: 3 });
    for (const slug of ['/yachts-for-charter', '/x/page/0', '/x/page/01', '/x/page/abc', '/x/page/2.5', '/x/page/-2', '/x/page/99999', '/x/page', '/x/pages/2', '/x/page/2/more']) {
      expect(splitListingPath(slug), slug).toBeNull();
    }
  });

  it('writes page paths back, page 1 being the page itself', () => {
    expect(listingPagePath('/yachts-for-charter', 1)).toBe('/yachts-for-charter');
    expect(listingPagePath('/yachts-for-charter', 3)).toBe('/yachts-for-charter/page/3');
    expect(listingPagePath('/', 2)).toBe('/page/2');
    expect(splitListingPath(listingPagePath('/a/b', 7))).toEqual({ base: '/a/b', page: 7 });
  });
});
