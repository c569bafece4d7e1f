/**
 * The XML sitemaps of spec 2.2, built from the published pages of the CMS and the route table's
 * listing page counts. The page list is cached with the content and pages tags, which the revalidate
 * webhook expires when a page is published, so the next sitemap answer lists it.
 */
import { unstable_cache } from 'next/cache';
import { listSitemapPages } from '../../renderer/page/sitemap-pages';
import { LOCALES, type Locale } from '../../schema/constants/locale';
import type { PageKind, SitemapPage, SitemapSource } from '../../schema/sitemap/entries';
import { isIndexFile, sitemapFileXml } from '../../schema/sitemap/files';
import { parseLocaleSitemapFile } from '../../schema/sitemap/xml';
import { CONTENT_TAG, PAGES_TAG } from './cache-tags';
import { PAGE_REVALIDATE_SECONDS } from './content';
import { getDelivery } from './delivery';
import { getListingPageCounts } from './listing';

/**
 * One page as a compact row: Next keeps no data-cache entry over 2 MB, and a locale of a
 * 5,000-yacht fleet has some 7,000 pages, so each locale is its own entry of rows.
 */
type Row = [codename: string, slug: string, title: string, kind: PageKind, lastmod: string, priority: number | null, noindex: 0 | 1];
const toRow = (p: SitemapPage): Row => [p.codename, p.slug, p.title, p.kind, p.lastmod, p.priority, p.noindex ? 1 : 0];
const fromRow = ([codename, slug, title, kind, lastmod, priority, noindex]: Row): SitemapPage => ({ codename, slug, title, kind, lastmod, priority, noindex: noindex === 1 });

const localePages = (locale: Locale): Promise<Row[]> =>
  unstable_cache(
    async () => {
      const { client, config } = getDelivery();
      return (await listSitemapPages({ client, language: config.languages[locale], preview: false })).map(toRow);
    },
    ['sitemap-pages', locale],
    { tags: [CONTENT_TAG, PAGES_TAG], revalidate: PAGE_REVALIDATE_SECONDS },
  )();

/** Every locale's published pages (spec 3.1 sitemap fields). */
export const getSitemapPages = async (): Promise<Partial<Record<Locale, SitemapPage[]>>> =>
  Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, (await localePages(locale)).map(fromRow)] as const)));

const loadSource = async (): Promise<SitemapSource> => {
  const [pages, listings] = await Promise.all([getSitemapPages(), getListingPageCounts()]);
  return { pages, listings };
};

/** The XML of a sitemap file by name (schema/sitemap/files.ts), or null when there is no such file. */
export const sitemapFile = async (file: string, siteUrl: string): Promise<string | null> => {
  if (!isIndexFile(file) && parseLocaleSitemapFile(file, LOCALES) === null) return null;
  return sitemapFileXml(file, await loadSource(), siteUrl);
};
