/**
 * Which cached pages show which items: recorded each time a page is resolved, read by the webhook
 * to revalidate only the pages a change touches. Each process keeps a bounded copy; with REDIS_URL
 * every instance also writes to and reads from one shared index, so the instance that receives a
 * webhook knows the pages its neighbours rendered. An item no one knows (not shown since the index
 * started, or forgotten) makes the webhook revalidate all content.
 */
import type { Locale } from '../../../schema/constants/locale';
import { isLocale } from '../../../schema/constants/locale';
import { sharedStore, UNAVAILABLE } from '../../cache/shared-store.mjs';
import { processWide } from '../process-wide';

export type PageRef = { locale: Locale; slug: string };

/** Items remembered before the index starts over (each item's page list stays small). */
export const PAGE_INDEX_MAX_ITEMS = 50_000;
/** An item's shared page list lives this long after its last recording (pages re-render at least hourly). */
export const SHARED_INDEX_TTL_SECONDS = 30 * 24 * 3600;

const ITEM_KEY = (codename: string) => `halcyon:index:item:${codename}`;
const PAGES_KEY = 'halcyon:index:pages';

/** One map per process: the page routes that record and the webhook route that reads are bundled apart. */
const pagesByItem = processWide('page-index', () => new Map<string, Map<string, PageRef>>());

const keyOf = (page: PageRef): string => `${page.locale}:${page.slug}`;
const pageOf = (key: string): PageRef | null => {
  const at = key.indexOf(':');
  const locale = key.slice(0, at);
  return at > 0 && isLocale(locale) ? { locale, slug: key.slice(at + 1) } : null;
};

export const recordPage = (page: PageRef, codenames: Iterable<string>): void => {
  const items = [...codenames];
  for (const codename of items) {
    let pages = pagesByItem.get(codename);
    if (!pages) {
      if (pagesByItem.size >= PAGE_INDEX_MAX_ITEMS) pagesByItem.clear();
      pages = new Map();
      pagesByItem.set(codename, pages);
    }
    pages.set(keyOf(page), page);
  }
  // Shared in the background: a page render never waits for the index.
  void sharedStore()?.run(
    (client) => {
      const batch = client.multi().sAdd(PAGES_KEY, keyOf(page));
      for (const codename of items) batch.sAdd(ITEM_KEY(codename), keyOf(page)).expire(ITEM_KEY(codename), SHARED_INDEX_TTL_SECONDS);
      return batch.exec();
    },
    { background: true },
  );
};

const sharedMembers = async (key: string): Promise<string[] | null> => {
  const members = await sharedStore()?.run((client) => client.sMembers(key));
  return members === undefined || members === UNAVAILABLE ? null : members;
};

const merge = (local: Iterable<PageRef>, shared: readonly string[] | null, keep: (page: PageRef) => boolean = () => true): PageRef[] => {
  const found = new Map<string, PageRef>();
  for (const page of local) if (keep(page)) found.set(keyOf(page), page);
  for (const member of shared ?? []) {
    const page = pageOf(member);
    if (page && keep(page)) found.set(member, page);
  }
  return [...found.values()];
};

/** The pages known to show an item (here or, with Redis, on any instance), or null when none knows the item. */
export const pagesShowing = async (codename: string): Promise<PageRef[] | null> => {
  const local = pagesByItem.get(codename);
  const shared = await sharedMembers(ITEM_KEY(codename));
  if (!local && (shared === null || shared.length === 0)) return null;
  return merge(local?.values() ?? [], shared);
};

/** Known pages at or below a path: a page's title is part of its descendants' breadcrumbs. */
export const pagesUnder = async (slug: string): Promise<PageRef[]> => {
  const prefix = slug === '/' ? '/' : `${slug}/`;
  const under = (page: PageRef) => page.slug === slug || page.slug.startsWith(prefix);
  const local = [...pagesByItem.values()].flatMap((pages) => [...pages.values()]);
  return merge(local, await sharedMembers(PAGES_KEY), under);
};
