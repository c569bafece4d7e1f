/**
 * The HTML sitemap (spec 2.2 /sitemap) from the same page list as the XML sitemaps: the main menu's
 * sections in its order, each with the published, indexable pages its panels link, then every other
 * indexable page grouped by what it shows (yachts, berths, news…), so a page published tomorrow
 * appears without anyone editing the sitemap. Pure.
 */
import type { Locale } from '../constants/locale';
import { SITE_TREE_LISTINGS, SITE_TREE_MAX_LINKS } from '../constants/sitemap';
import { publicPath } from '../locale';
import type { Navigation } from '../navigation/types';
import { isIndexable, PAGE_KINDS, type PageKind, type SitemapPage } from './entries';

export type TreeLink = { text: string; href: string };
/** A menu section: its heading and link, and the pages it links. */
export type MenuSection = { heading: string; href: string; links: TreeLink[] };
/** The other pages of one kind: the first few by title, how many there are, and the listing that has them all. */
export type KindSection = { kind: PageKind; links: TreeLink[]; total: number; listing: string | null };
export type SiteTree = { menu: MenuSection[]; kinds: KindSection[] };

const LISTINGS: Partial<Record<PageKind, string>> = SITE_TREE_LISTINGS;

const byTitle = (a: TreeLink, b: TreeLink): number => a.text.localeCompare(b.text);

export const siteTree = ({ menu, pages, locale, max = SITE_TREE_MAX_LINKS }: { menu: Navigation | null; pages: readonly SitemapPage[]; locale: Locale; max?: number }): SiteTree => {
  const indexable = pages.filter(isIndexable);
  const byHref = new Map(indexable.map((p) => [publicPath(p.slug, locale), p]));
  const listed = new Set<string>();
  const sections: MenuSection[] = (menu?.items ?? []).map((item) => {
    const seen = new Set<string>();
    const links = item.groups
      .flatMap((group) => [...(group.href ? [{ text: group.heading, href: group.href, external: false }] : []), ...group.links])
      .flatMap((link) => {
        const page = link.external ? undefined : byHref.get(link.href);
        if (!page || seen.has(link.href) || link.href === item.href) return [];
        seen.add(link.href);
        return [{ text: link.text || page.title, href: link.href }];
      });
    for (const href of [item.href, ...seen]) listed.add(href);
    return { heading: item.text, href: item.href, links };
  });
  const kinds = PAGE_KINDS.flatMap((kind): KindSection[] => {
    const links = indexable
      .filter((p) => p.kind === kind && p.title && !listed.has(publicPath(p.slug, locale)))
      .map((p) => ({ text: p.title, href: publicPath(p.slug, locale) }))
      .sort(byTitle);
    if (links.length === 0) return [];
    const listing = LISTINGS[kind];
    const listingPage = listing ? indexable.find((p) => p.slug === listing) : undefined;
    return [{ kind, links: links.slice(0, max), total: links.length, listing: listingPage ? publicPath(listingPage.slug, locale) : null }];
  });
  return { menu: sections.filter((s) => s.links.length > 0 || byHref.has(s.href)), kinds };
};
