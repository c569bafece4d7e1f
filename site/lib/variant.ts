/** Internal route variants written by the proxy: live pages, pages for bots, and preview (site/proxy.ts). */
import { isLocale, type Locale } from '../../schema/constants/locale';
import { publicPath, safeDecode } from '../../schema/locale';

export type Variant = 'live' | 'bot' | 'preview';
export type RouteParams = { variant: Variant; locale: Locale; slug: string[] };

const VARIANTS: readonly Variant[] = ['live', 'bot', 'preview'];

/** `live-3140`: a cached variant keyed by a server's port (site/lib/site.ts, pageCachePort). */
const PORT_KEYED = /^(live|bot|framed)-\d{1,5}$/;

/** The live page as the CMS may frame it (an editor's link without a grant): the same page, its own cache entry. */
const FRAMED = 'framed';

/**
 * The variant segment the proxy writes for a cached page. Without a configured SITE_URL a page names
 * the origin of the server that renders it (spec 2.5), so each port gets its own cache entries: a
 * page first rendered on :3000 is never served on :3140 with :3000 in its links. With SITE_URL the
 * links are the same everywhere and every server shares one entry.
 */
export const cachedVariant = (variant: 'live' | 'bot' | typeof FRAMED, port: number | null): string => (port === null ? variant : `${variant}-${port}`);

export const readRouteParams = (raw: { variant?: string; locale: string; slug?: string[] }): RouteParams | null => {
  const written = raw.variant ?? 'preview';
  const named = PORT_KEYED.test(written) ? written.slice(0, written.indexOf('-')) : written;
  const name = named === FRAMED ? 'live' : named;
  const variant = VARIANTS.find((v) => v === name);
  if (!variant || !isLocale(raw.locale)) return null;
  return { variant, locale: raw.locale, slug: raw.slug ?? [] };
};

/**
 * The query the proxy adds to the 404 route when a route's own check failed (spec 8.1): the query
 * string the visitor sent, so the page can name the full path. The proxy always sets the query of
 * that route itself, so a visitor cannot.
 */
export const INVALID_ROUTE_QUERY = 'invalid-route';

/** The public path of a route as the visitor typed it: named by the 404 page, kept by the language switch. */
export const routePath = (route: RouteParams): string => publicPath(`/${route.slug.map((segment) => safeDecode(segment) ?? segment).join('/')}`, route.locale);
