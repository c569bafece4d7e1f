/**
 * Paged listings on the site (spec 2.4, 2.16): which page a path shows and which page of
 * its listing, and every locale's listing page counts for the proxy's route table.
 */
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { listingBound, pageListing } from '../../renderer/page/listing';
import { listListingPaths } from '../../renderer/page/known-paths';
import type { Resolution } from '../../renderer/page/resolve';
import { CONTENT_TYPE } from '../../schema/constants/content-types';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import type { PageListing } from '../../schema/define';
import { pageCount, splitListingPath } from '../../schema/listing';
import { CONTENT_TAG, pageTag, PAGES_TAG } from './cache-tags';
import { getPage, getPagePaths, PAGE_REVALIDATE_SECONDS } from './content';
import { getDelivery } from './delivery';
import { recordPage } from './webhook/page-index';

/** The page a path shows, under its own slug, with the page of its listing shown (page 1 on the page's own path). */
export type ListingRoute = { resolution: Resolution; listing: (PageListing & { count: number }) | null };

const withListing = (resolution: Resolution, locale: Locale, page: number): ListingRoute => {
  const listing = resolution.kind === 'page' ? pageListing(resolution, locale) : null;
  return { resolution, listing: listing ? { codename: listing.codename, page, count: pageCount(listing.total) } : null };
};

const NOT_FOUND: ListingRoute = { resolution: { kind: 'not-found' }, listing: null };

/**
 * `/x/page/n` is page n of the listing on `/x`, unless `/x/page/n` is itself a page (a page wins, as
 * in the proxy). Page 1, a page without a listing and a number past its last page are not found.
 */
export const resolveListingRoute = cache(async (slug: string, locale: Locale, preview: boolean): Promise<ListingRoute> => {
  const split = splitListingPath(slug);
  // Live paths are checked against the page list first, so a listing page costs no lookup of a page that is not there.
  const isPage = !split || (preview ? (await getPage(slug, locale, true)).kind !== 'not-found' : (await getPagePaths())[locale]?.includes(slug));
  if (isPage || !split) return withListing(await getPage(slug, locale, preview), locale, 1);
  if (split.page < 2) return NOT_FOUND;
  const routed = withListing(await getPage(split.base, locale, preview), locale, split.page);
  return routed.listing && split.page <= routed.listing.count ? routed : NOT_FOUND;
});

/** Pages with a listing per locale; new list blocks are linked from a page, which expires PAGES_TAG. */
const getListingPaths = unstable_cache(
  async (): Promise<Partial<Record<Locale, string[]>>> => {
    const { client, config } = getDelivery();
    const lists = await Promise.all(
      LOCALES.map(async (locale) => [locale, await listListingPaths({ client, language: config.languages[locale], preview: false }, CONTENT_TYPE.manualYachtGrid)] as const),
    );
    return Object.fromEntries(lists);
  },
  ['listing-paths'],
  { tags: [CONTENT_TAG, PAGES_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);

/** At most how many pages the listing on one page has, kept with that page's tag so a change to its list counts again. */
const listingPageBound = async (slug: string, locale: Locale): Promise<number | null> => {
  const { client, config } = getDelivery();
  const { entries, items } = await unstable_cache(() => listingBound({ client, slug, language: config.languages[locale], preview: false }), ['listing-bound', locale, slug], {
    tags: [CONTENT_TAG, pageTag(locale, slug)],
    revalidate: PAGE_REVALIDATE_SECONDS,
  })();
  recordPage({ locale, slug }, items);
  return entries === null ? null : pageCount(entries);
};

/**
 * Locale -> page slug -> at most how many pages its listing has, for the proxy
 * (site/lib/route-table.ts): a page number past it is answered 404 before any render.
 */
export const getListingPageCounts = async (): Promise<Record<string, Record<string, number>>> => {
  const paths = await getListingPaths();
  const counts = await Promise.all(LOCALES.flatMap((locale) => (paths[locale] ?? []).map(async (slug) => ({ locale, slug, count: await listingPageBound(slug, locale) }))));
  const table: Record<string, Record<string, number>> = Object.fromEntries(LOCALES.map((locale) => [locale, {}]));
  for (const { locale, slug, count } of counts) if (count !== null) (table[locale] ??= {})[slug] = count;
  return table;
};
