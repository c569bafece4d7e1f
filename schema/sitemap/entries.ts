/**
 * Which pages a locale's XML sitemap lists and how (spec 2.2, 2.5, 3.1, 5.4): every published page
 * whose robots string starts with 'index' (its sitemap.noindex unset), at its canonical URL, with the
 * item's last modification, its sitemap priority, and the same page's URL in each language it has
 * (hreflang, x-default the default locale). Page n > 1 of a paged listing is its own canonical,
 * indexable page (schema/listing.ts), so it is listed too, with the alternates that have that page.
 * Pure: the site reads the pages from the CMS and passes them in.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants/locale';
import { listingPagePath } from '../listing';
import { publicPath } from '../locale';

/** What a page shows, for the HTML sitemap's groups: its page_type, a yacht's market view, a berth, else a page. */
export const PAGE_KINDS = ['page', 'charter-yacht', 'sale-yacht', 'berth', 'news', 'editorials', 'events', 'destinations', 'people', 'offices'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** One page item in one locale, as the sitemap needs it. */
export type SitemapPage = {
  codename: string;
  slug: string;
  title: string;
  kind: PageKind;
  /** ISO date-time of the item's last modification (spec 3.1 sitemap.lastmod). */
  lastmod: string;
  priority: number | null;
  noindex: boolean;
};

/** Locale -> its published pages, and locale -> page slug -> pages of its listing (the route table's). */
export type SitemapSource = { pages: Partial<Record<Locale, SitemapPage[]>>; listings: Partial<Record<Locale, Record<string, number>>> };

export type Alternate = { hreflang: Locale | 'x-default'; href: string };
export type SitemapEntry = { loc: string; lastmod: string; priority: number | null; alternates: Alternate[] };

/** The absolute URL of a normalised path in a locale, as the page head's canonical link names it. */
export const canonicalUrl = (siteUrl: string, slug: string, locale: Locale): string => new URL(publicPath(slug, locale), `${siteUrl}/`).href;

export const isIndexable = (page: SitemapPage): boolean => !page.noindex;

/** Priority as the protocol writes it: 0.0-1.0, one decimal place is what editors set. */
const clampPriority = (value: number | null): number | null => (value === null || Number.isNaN(value) ? null : Math.min(1, Math.max(0, value)));

export const sitemapEntries = (source: SitemapSource, locale: Locale, siteUrl: string): SitemapEntry[] => {
  const byCodename = new Map<Locale, Map<string, SitemapPage>>(LOCALES.map((l) => [l, new Map((source.pages[l] ?? []).filter(isIndexable).map((p) => [p.codename, p]))]));
  const own = byCodename.get(locale) ?? new Map<string, SitemapPage>();
  const entries: SitemapEntry[] = [];
  for (const page of [...own.values()].sort((a, b) => a.slug.localeCompare(b.slug))) {
    const count = source.listings[locale]?.[page.slug] ?? 1;
    for (let n = 1; n <= count; n += 1) {
      const alternates: Alternate[] = LOCALES.flatMap((l) => {
        const other = byCodename.get(l)?.get(page.codename);
        if (!other) return [];
        // Page n of the other language's listing exists only if its listing is that long.
        if (n > 1 && (source.listings[l]?.[other.slug] ?? 1) < n) return [];
        return [{ hreflang: l, href: canonicalUrl(siteUrl, listingPagePath(other.slug, n), l) }];
      });
      const fallback = alternates.find((a) => a.hreflang === DEFAULT_LOCALE);
      entries.push({
        loc: canonicalUrl(siteUrl, listingPagePath(page.slug, n), locale),
        lastmod: page.lastmod,
        priority: clampPriority(page.priority),
        // Alternates only say something when there is another language.
        alternates: alternates.length > 1 ? [...alternates, ...(fallback ? [{ hreflang: 'x-default' as const, href: fallback.href }] : [])] : [],
      });
    }
  }
  return entries;
};
