/** The sitemap files of spec 2.2 for a set of pages: each locale's parts and the index that lists them all. */
import { LOCALES, type Locale } from '../constants/locale';
import { SITEMAP_INDEX_FILES } from '../constants/sitemap';
import { sitemapEntries, type SitemapSource } from './entries';
import { localeSitemapFile, newest, parseLocaleSitemapFile, sitemapIndexXml, splitEntries, urlsetXml, PROTOCOL_LIMITS, type Limits } from './xml';

/** Each part of a locale's sitemap: its URL elements. */
export const localeFiles = (source: SitemapSource, locale: Locale, siteUrl: string, limits: Limits = PROTOCOL_LIMITS): string[][] => splitEntries(sitemapEntries(source, locale, siteUrl), limits);

/** The index (/sitemap.xml, /index-sitemap.xml): every part of every locale's sitemap. */
export const indexXml = (source: SitemapSource, siteUrl: string, limits: Limits = PROTOCOL_LIMITS): string =>
  sitemapIndexXml(
    LOCALES.flatMap((locale) => {
      const lastmod = newest((source.pages[locale] ?? []).map((p) => p.lastmod));
      return localeFiles(source, locale, siteUrl, limits).map((_, i) => ({ loc: `${siteUrl}/${localeSitemapFile(locale, i + 1)}`, lastmod }));
    }),
  );

export const isIndexFile = (file: string): boolean => (SITEMAP_INDEX_FILES as readonly string[]).includes(file);

/** The XML of a sitemap file by name, or null when there is no such file (or part). */
export const sitemapFileXml = (file: string, source: SitemapSource, siteUrl: string, limits: Limits = PROTOCOL_LIMITS): string | null => {
  if (isIndexFile(file)) return indexXml(source, siteUrl, limits);
  const named = parseLocaleSitemapFile(file, LOCALES);
  if (!named) return null;
  const part = localeFiles(source, named.locale, siteUrl, limits)[named.part - 1];
  return part ? urlsetXml(part) : null;
};
