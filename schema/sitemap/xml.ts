/**
 * The sitemaps.org protocol's XML (spec 2.2): a urlset per file with xhtml:link language alternates,
 * and the sitemap index. Files are split so none passes the protocol's limits.
 */
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS } from '../constants/sitemap';
import type { Locale } from '../constants/locale';
import type { SitemapEntry } from './entries';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** XML character data and attribute values (the five predefined entities). */
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const encoder = new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = '</urlset>\n';

export const urlXml = (entry: SitemapEntry): string =>
  [
    `<url><loc>${escapeXml(entry.loc)}</loc><lastmod>${escapeXml(entry.lastmod)}</lastmod>`,
    entry.priority === null ? '' : `<priority>${entry.priority.toFixed(1)}</priority>`,
    ...entry.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
    '</url>\n',
  ].join('');

export type Limits = { urls: number; bytes: number };
export const PROTOCOL_LIMITS: Limits = { urls: SITEMAP_MAX_URLS, bytes: SITEMAP_MAX_BYTES };

/** The entries cut into files of at most `limits.urls` URLs and `limits.bytes` bytes each (at least one file). */
export const splitEntries = (entries: readonly SitemapEntry[], limits: Limits = PROTOCOL_LIMITS): string[][] => {
  const frame = byteLength(HEAD + URLSET_OPEN + URLSET_CLOSE);
  const files: string[][] = [[]];
  let bytes = frame;
  for (const entry of entries) {
    const xml = urlXml(entry);
    const size = byteLength(xml);
    const current = files[files.length - 1] ?? [];
    if (current.length > 0 && (current.length >= limits.urls || bytes + size > limits.bytes)) {
      files.push([xml]);
      bytes = frame + size;
    } else {
      current.push(xml);
      bytes += size;
    }
  }
  return files;
};

export const urlsetXml = (urls: readonly string[]): string => `${HEAD}${URLSET_OPEN}${urls.join('')}${URLSET_CLOSE}`;

/** File name of part `part` (1-based) of a locale's sitemap: the first keeps the plain name of spec 2.2. */
export const localeSitemapFile = (locale: Locale, part: number): string => (part <= 1 ? `${locale}-sitemap.xml` : `${locale}-sitemap-${part}.xml`);

/** A file name as a locale and part, or null for any other name. */
export const parseLocaleSitemapFile = (file: string, locales: readonly Locale[]): { locale: Locale; part: number } | null => {
  const match = /^([a-z]{2})-sitemap(?:-([2-9]|[1-9]\d{1,3}))?\.xml$/.exec(file);
  const locale = locales.find((l) => l === match?.[1]);
  return match && locale ? { locale, part: match[2] ? Number(match[2]) : 1 } : null;
};

export type IndexEntry = { loc: string; lastmod: string | null };

export const sitemapIndexXml = (sitemaps: readonly IndexEntry[]): string =>
  `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((s) => `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ''}</sitemap>\n`)
    .join('')}</sitemapindex>\n`;

/** The newest of a set of ISO dates, or null. */
export const newest = (dates: readonly string[]): string | null => dates.reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
