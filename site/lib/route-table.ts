/**
 * The proxy's copy of which paths are pages and which are CMS redirects (spec 2.3, 2.4), per locale.
 * - Redirects are answered by the proxy: Next 16 sends two Location headers for a redirect() of an
 *   ISR page (vercel/next.js#82117), which strict clients such as search crawlers refuse.
 * - Only pages reach the cached (ISR) route; any other path is answered 404 by a route that is never
 *   cached, so unknown URLs cost no disk whatever a crawler sends.
 */
import { z } from 'zod';
import { redirectSchema, type Redirect } from '../../renderer/page/redirects';
import { splitListingPath } from '../../schema/listing';
import { log, problemOf } from '../../schema/log';

/** How long the proxy trusts its copy; the route behind it is revalidated by the content tag. */
export const ROUTE_TABLE_TTL_MS = 60_000;
/** A path missing from the copy re-reads it at most this often, so a page published a moment ago is found. */
export const MISS_RECHECK_MS = 5_000;
/** How often a proxy asks the shared store whether a publish changed the table (never waiting for it). */
export const GENERATION_CHECK_MS = 1_000;

export const routeTableSchema = z.object({
  /** locale -> url_slug of every page */
  pages: z.record(z.string(), z.array(z.string())),
  /** locale -> normalised path -> redirect */
  redirects: z.record(z.string(), z.record(z.string(), redirectSchema)),
  /** locale -> url_slug of a page with a listing -> at most how many pages it has (the page route 404s past the real count) */
  listings: z.record(z.string(), z.record(z.string(), z.number().int().positive())).default({}),
});
export type RouteTableData = z.infer<typeof routeTableSchema>;

/**
 * `invalid`: a path one of the site's routes claims but whose own check fails (spec 2.3, 8.1): a page
 * of a listing past its last page, or a detail path (a yacht, an office, an article) under a parent
 * that holds such pages, naming one that is not there. `missing`: a path no route claims.
 */
export type Route = { kind: 'page' } | { kind: 'redirect'; redirect: Redirect } | { kind: 'missing' } | { kind: 'invalid' };

/** Detail routes: a parent path with at least this many pages one segment below it. */
const DETAIL_ROUTE_PAGES = 2;
const parentOf = (slug: string): string | null => {
  const at = slug.lastIndexOf('/');
  return at > 0 ? slug.slice(0, at) : null;
};
const detailParents = (slugs: Iterable<string>): Set<string> => {
  const counts = new Map<string, number>();
  for (const slug of slugs) {
    const parent = parentOf(slug);
    if (parent !== null) counts.set(parent, (counts.get(parent) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= DETAIL_ROUTE_PAGES).map(([parent]) => parent));
};

/** Page 1 has one address, the page's own: '/x/page/1/' is sent there for good (308), as a moved page is. */
const firstPage = (base: string): Route => ({ kind: 'redirect', redirect: { to: base, status: 308, absolute: false } });
export type LookupRoute = (locale: string, slug: string) => Promise<Route>;

type Loaded = { pages: Map<string, Set<string>>; detailParents: Map<string, Set<string>>; redirects: RouteTableData['redirects']; listings: RouteTableData['listings']; fetchedAt: number };

/**
 * A lookup over a table read by `load`. It waits only for the first read, then refreshes in the
 * background; while no table could be read every path counts as a page, so the page decides
 * (the site stays up, as it was before the table existed).
 */
export const createRouteTable = (
  load: () => Promise<unknown>,
  now: () => number = Date.now,
  /** The shared generation (site/lib/route-generation.ts): a new value means the table changed on some instance. */
  generation: () => Promise<string | null> = async () => null,
): LookupRoute => {
  let current: Loaded | null = null;
  let pending: Promise<void> | null = null;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let seenGeneration: string | null = null;
  let lastGenerationCheck = Number.NEGATIVE_INFINITY;
  let checking = false;

  /** In the background: a lookup answers from the copy it has while this runs. */
  const checkGeneration = async (): Promise<void> => {
    if (checking || now() - lastGenerationCheck < GENERATION_CHECK_MS) return;
    checking = true;
    lastGenerationCheck = now();
    try {
      const value = await generation();
      if (value !== null && seenGeneration !== null && value !== seenGeneration) await refresh();
      if (value !== null) seenGeneration = value;
    } finally {
      checking = false;
    }
  };

  const refresh = (): Promise<void> =>
    (pending ??= (async () => {
      lastAttempt = now();
      try {
        const data = routeTableSchema.parse(await load());
        const pages = new Map(Object.entries(data.pages).map(([locale, slugs]) => [locale, new Set(slugs)]));
        const parents = new Map([...pages].map(([locale, slugs]) => [locale, detailParents(slugs)]));
        current = { pages, detailParents: parents, redirects: data.redirects, listings: data.listings, fetchedAt: now() };
      } catch (error) {
        log.error('routes: could not load the route table', { error: problemOf(error) });
      } finally {
        pending = null;
      }
    })());

  const find = (locale: string, slug: string): Route => {
    if (!current) return { kind: 'page' };
    // A page wins over a redirect from the same path, as in the page resolver.
    if (current.pages.get(locale)?.has(slug)) return { kind: 'page' };
    const redirect = current.redirects[locale]?.[slug];
    if (redirect) return { kind: 'redirect', redirect };
    // '/x/page/n/': page n of the listing on /x, rendered by the page route under this path.
    const listed = splitListingPath(slug);
    const count = listed ? current.listings[locale]?.[listed.base] : undefined;
    if (listed && count !== undefined) return listed.page > count ? { kind: 'invalid' } : listed.page === 1 ? firstPage(listed.base) : { kind: 'page' };
    const parent = parentOf(slug);
    return parent !== null && current.detailParents.get(locale)?.has(parent) ? { kind: 'invalid' } : { kind: 'missing' };
  };

  /** Waits for the read under way, or starts one unless the last was under MISS_RECHECK_MS ago. */
  const reread = async (): Promise<void> => {
    if (pending) await pending;
    else if (now() - lastAttempt >= MISS_RECHECK_MS) await refresh();
  };

  return async (locale, slug) => {
    void checkGeneration();
    if (!current) await reread();
    else if (now() - current.fetchedAt > ROUTE_TABLE_TTL_MS) void refresh();
    const route = find(locale, slug);
    if (route.kind !== 'missing' && route.kind !== 'invalid') return route;
    await reread();
    return find(locale, slug);
  };
};
