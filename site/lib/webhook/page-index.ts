/**
 * Which cached pages show which items: recorded each time a page is resolved, read by the webhook
 * to revalidate only the pages a change touches. It is per process and bounded; an item it does not
 * know (not shown since the server started, or forgotten) makes the webhook revalidate all content.
 */
import type { Locale } from '../../../schema/constants/locale';

export type PageRef = { locale: Locale; slug: string };

/** Items remembered before the index starts over (each item's page list stays small). */
export const PAGE_INDEX_MAX_ITEMS = 50_000;

const pagesByItem = new Map<string, Map<string, PageRef>>();

const keyOf = (page: PageRef): string => `${page.locale}:${page.slug}`;

export const recordPage = (page: PageRef, codenames: Iterable<string>): void => {
  for (const codename of codenames) {
    let pages = pagesByItem.get(codename);
    if (!pages) {
      if (pagesByItem.size >= PAGE_INDEX_MAX_ITEMS) pagesByItem.clear();
      pages = new Map();
      pagesByItem.set(codename, pages);
    }
    pages.set(keyOf(page), page);
  }
};

/** The pages known to show an item, or null when the index does not know the item. */
export const pagesShowing = (codename: string): PageRef[] | null => {
  const pages = pagesByItem.get(codename);
  return pages ? [...pages.values()] : null;
};

/** Known pages at or below a path: a page's title is part of its descendants' breadcrumbs. */
export const pagesUnder = (slug: string): PageRef[] => {
  const prefix = slug === '/' ? '/' : `${slug}/`;
  const found = new Map<string, PageRef>();
  for (const pages of pagesByItem.values()) {
    for (const page of pages.values()) {
      if (page.slug === slug || page.slug.startsWith(prefix)) found.set(keyOf(page), page);
    }
  }
  return [...found.values()];
};
