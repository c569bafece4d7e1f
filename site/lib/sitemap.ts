/**
 * The XML sitemaps of spec 2.2, built from the published pages of the CMS and the route table's
 * listing page counts. The page list is cached with the content and pages tags, which the revalidate
 * webhook expires when a page is published, so the next sitemap answer lists it.
 */
import { unstable_cache } from 'next/cache';
import { listSitemapPages } from '../../renderer/page/sitemap-pages';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import type { SitemapPage, SitemapSource } from '../../schema/sitemap/entries';
import { isIndexFile, sitemapFileXml } from '../../schema/sitemap/files';
import { parseLocaleSitemapFile } from '../../schema/sitemap/xml';
import { CONTENT_TAG, PAGES_TAG } from './cache-tags';
import { PAGE_REVALIDATE_SECONDS } from './content';
import { getDelivery } from './delivery';
import { getListingPageCounts } from './listing';

/** Every locale's published pages (spec 3.1 sitemap fields). */
export const getSitemapPages = unstable_cache(
  async (): Promise<Partial<Record<Locale, SitemapPage[]>>> => {
    const { client, config } = getDelivery();
    const lists = await Promise.all(
      LOCALES.map(async (locale) => [locale, await listSitemapPages({ client, language: config.languages[locale], preview: false })] as const),
    );
    return Object.fromEntries(lists);
  },
  ['sitemap-pages'],
  { tags: [CONTENT_TAG, PAGES_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
);

const loadSource = async (): Promise<SitemapSource> => {
  const [pages, listings] = await Promise.all([getSitemapPages(), getListingPageCounts()]);
  return { pages, listings };
};

/** The XML of a sitemap file by name (schema/sitemap/files.ts), or null when there is no such file. */
export const sitemapFile = async (file: string, siteUrl: string): Promise<string | null> => {
  if (!isIndexFile(file) && parseLocaleSitemapFile(file, LOCALES) === null) return null;
  return sitemapFileXml(file, await loadSource(), siteUrl);
};
