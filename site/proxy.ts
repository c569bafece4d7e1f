/**
 * Every request passes here. Page requests (spec 2.1, 2.3, 4.6): the locale is read from the prefix, '/'
 * chooses by cookie then browser languages, and the request is rewritten to an internal route:
 * known pages to the cached page route (live or bot), the search page to its per-request route, preview to the uncached preview route, and
 * any other path to the 404 route, which is never cached. Trailing-slash redirects are Next's own.
 * Every answer gets its Content-Security-Policy here, read from the running server's configuration
 * (next.config `headers()` would fix it at build time), except a cached page's, whose entry names
 * its own inline scripts (site/cache/script-hashes.mjs).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { SEARCH_PATH } from '../schema/constants/yacht';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_REDIRECT_STATUS, type Locale } from '../schema/constants/locale';
import { chooseRootLocale } from './lib/locale';
import { locatePath } from '../schema/locale';
import { localeCookieOptions } from './lib/cookie';
import { guardPath, isRouteHandlerPath, routePathDecodes } from './lib/path-guard';
import { createRouteTable } from './lib/route-table';
import { normalisePath } from '../renderer/page/path';
import { redirectTarget } from './lib/redirect-target';
import { INVALID_ROUTE_QUERY } from './lib/variant';
import { pageCachePort, selfOrigin } from './lib/site';
import { cachedVariant } from './lib/variant';
import { cdnTagHeaders, pageCdnTags, redirectCdnTags } from './lib/cdn/tags';
import { readRouteGeneration } from './lib/route-generation';
import { splitListingPath } from '../schema/listing';
import { outageAnswer } from './lib/outage';
import { REQUEST_DEADLINE_MS } from '../schema/constants/fetching';
import { gatePreview, PREVIEW_CACHE_CONTROL } from './lib/security/preview-gate';
import { gateLiveRefresh } from './lib/preview/refresh-gate';
import { fallbackPolicy, framingOf, requestIsHttps } from './lib/security/headers';

/** `previewing`: the request asked for preview and may have it (site/lib/security/preview-gate.ts). */
export const variantOf = (request: NextRequest, previewing: boolean): 'preview' | 'bot' | 'live' => {
  if (previewing) return 'preview';
  return isbot(request.headers.get('user-agent')) ? 'bot' : 'live';
};

/** A bare 404 for paths no page can have (site/lib/path-guard.ts); nothing is rendered or cached. */
const impossiblePath = (): NextResponse =>
  new NextResponse('<!doctype html><title>Page not found</title><h1>404</h1><p>Page not found.</p><a href="/">Go to the homepage</a>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

/**
 * '/' answers by the visitor's cookie and languages (spec 2.1): no shared cache may keep it or hand
 * one visitor's answer to another. Next 16 replaces the Vary of a page response with its own
 * (vercel/next.js#85999), so the English home keeps only `no-store`; the 302 keeps both.
 */
const PER_VISITOR = { 'cache-control': 'private, no-store', vary: 'Cookie, Accept-Language' } as const;
const perVisitor = (response: NextResponse): NextResponse => {
  for (const [name, value] of Object.entries(PER_VISITOR)) response.headers.set(name, value);
  return response;
};

let routeTable: ReturnType<typeof createRouteTable> | undefined;
/**
 * One table per server process, read from the site's own route (a proxy cannot use its cache
 * directly); with REDIS_URL it is read again as soon as a publish on any instance changes it.
 */
const lookupRoute = (locale: Locale, slug: string) =>
  (routeTable ??= createRouteTable(
    async () => {
      const response = await fetch(new URL('/api/routes/', selfOrigin()), { signal: AbortSignal.timeout(REQUEST_DEADLINE_MS) });
      if (!response.ok) throw new Error(`status ${response.status}`);
      return response.json();
    },
    Date.now,
    readRouteGeneration,
  ))(locale, slug);

/** Names the response's cache tags for a CDN (site/lib/cdn/tags.ts). */
const tagged = <T extends NextResponse>(response: T, tags: readonly string[]): T => {
  for (const [name, value] of Object.entries(cdnTagHeaders(tags))) response.headers.set(name, value);
  return response;
};

/** Page n of a listing shows the listing's page: its tags too. */
const listingBaseTags = (locale: Locale, slug: string): string[] => {
  const listed = splitListingPath(slug);
  return listed ? pageCdnTags(locale, listed.base) : [];
};

/** '/about' -> '/about/': the one spelling a page is cached under, however the visitor encoded it. */
const encodeSlug = (slug: string): string => (slug === '/' ? '/' : `${slug.split('/').map(encodeURIComponent).join('/')}/`);

/** Not a page: Next's files, route handlers, media, the form host, files with an extension. */
const NOT_A_PAGE = /^\/(?:_next|api|media|forms|builds)\/|\.[a-z0-9]{2,5}$/;

/** Rewrites to the cached page route: their policy comes with the cache entry. */
const cachedPages = new WeakSet<NextResponse>();

/** The brochure's file names are checked as page paths are: no NUL, no absurd length. */
const BROCHURE_PREFIX = '/api/brochure/';
const plainAnswer = (status: number, text: string): NextResponse => new NextResponse(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/**
 * Route handlers get only paths that decode: Next answers a malformed escape in a dynamic segment
 * with a 500 before the handler runs. Null for page paths, which guardPath answers.
 */
const routeHandlerAnswer = (pathname: string): NextResponse | null => {
  if (!isRouteHandlerPath(pathname)) return NOT_A_PAGE.test(pathname) ? NextResponse.next() : null;
  if (!routePathDecodes(pathname)) return plainAnswer(400, 'Bad request: the address has an escape that does not decode.');
  if (pathname.startsWith(BROCHURE_PREFIX) && guardPath(pathname) === null) return plainAnswer(404, 'Not found: the path is not a valid brochure address.');
  return NextResponse.next();
};

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const response = await answer(request);
  if (!cachedPages.has(response)) response.headers.set('content-security-policy', fallbackPolicy(framingOf(request.nextUrl)));
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
  const routeHandler = routeHandlerAnswer(request.nextUrl.pathname);
  if (routeHandler) return routeHandler;
  const pathname = guardPath(request.nextUrl.pathname);
  if (pathname === null) return impossiblePath();
  // Spec 2.3: one `preview` value decides the mode. Repeated ones are made one (the first, as
  // variantOf reads it), so the page and the framing header rule cannot read different values.
  const previews = request.nextUrl.searchParams.getAll('preview');
  if (previews.length > 1) {
    const target = request.nextUrl.clone();
    target.searchParams.set('preview', previews[0] ?? '');
    return NextResponse.redirect(target, 308);
  }
  const { locale, rest } = locatePath(pathname);
  const atRoot = pathname === '/';

  if (atRoot) {
    const chosen = chooseRootLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    if (chosen !== DEFAULT_LOCALE) {
      const target = request.nextUrl.clone();
      target.pathname = `/${chosen}/`;
      const response = NextResponse.redirect(target, LOCALE_REDIRECT_STATUS);
      response.cookies.set(LOCALE_COOKIE, chosen, localeCookieOptions(requestIsHttps(request.headers)));
      return perVisitor(response);
    }
  }

  // Spec 2.3: only a browser holding an editor's valid grant previews (site/lib/security/preview.ts);
  // live preview's refreshes while an editor types have a limit of their own.
  const previewing = (await gateLiveRefresh(request)) ?? (await gatePreview(request));
  if (previewing instanceof NextResponse) return previewing;
  const variant = variantOf(request, previewing);
  const slug = normalisePath(rest);
  const route = slug === null ? { kind: 'missing' as const } : await lookupRoute(locale, slug);
  if (route.kind === 'redirect') {
    const { redirect } = route;
    return tagged(NextResponse.redirect(redirectTarget(redirect, locale, request.nextUrl), redirect.status), redirectCdnTags());
  }

  const target = request.nextUrl.clone();
  target.search = '';
  // Drafts may be pages the published table does not list yet: the preview route decides.
  if (slug === null || ((route.kind === 'missing' || route.kind === 'invalid') && variant !== 'preview')) {
    // Rendered per request with this status and never cached (spec 2.3: unmatched route -> 404).
    target.pathname = `/missing/${variant}/${locale}${rest}`;
    // Spec 8.1: a route whose own check failed names the full path, query included.
    if (route.kind === 'invalid') target.search = `?${new URLSearchParams({ [INVALID_ROUTE_QUERY]: request.nextUrl.search })}`;
    return NextResponse.rewrite(target, { status: 404 });
  }
  if (variant === 'preview') {
    target.pathname = `/preview/${locale}${rest}`;
    const response = NextResponse.rewrite(target);
    response.headers.set('cache-control', PREVIEW_CACHE_CONTROL);
    return response;
  }
  // The search page follows its query string (spec 9.2), so it renders per request with it.
  const searchPage = slug === SEARCH_PATH;
  // The live page through the editor's link without a grant may be framed by the CMS, which a cached
  // page's own policy forbids: it is cached as a copy of its own, whose policy lets the CMS frame it.
  const perRequest = searchPage;
  const cached = framingOf(request.nextUrl) === 'cms' ? 'framed' : 'live';
  // Bots and visitors share one cached page: a CDN keyed on the URL can never hand one the other's
  // variant, since they are the same. Only the per-request routes (404, search) differ for bots.
  // A cached page's links name its server's origin unless SITE_URL is set: keyed by port (spec 2.5).
  const routeVariant = perRequest ? variant : cachedVariant(cached, pageCachePort());
  target.pathname = `/${perRequest ? 'search-page' : 'pages'}/${routeVariant}/${locale}${encodeSlug(slug)}`;
  if (searchPage) target.search = request.nextUrl.search;
  const outage = await outageAnswer(request, locale, target.pathname, !perRequest);
  if (outage) return outage;
  const response = NextResponse.rewrite(target);
  if (!perRequest) cachedPages.add(response);
  // No cookie on a cacheable page: the visitor's country currency comes from /api/country/ (site/lib/country.ts).
  if (!perRequest) tagged(response, [...pageCdnTags(locale, slug), ...listingBaseTags(locale, slug)]);
  if (!atRoot) return response;
  if (!request.cookies.has(LOCALE_COOKIE)) response.cookies.set(LOCALE_COOKIE, locale, localeCookieOptions(requestIsHttps(request.headers)));
  return perVisitor(response);
}

export const config = {
  matcher: [
    // Every request without a body: each answer needs its policy; what is not a page passes at once
    // (NOT_A_PAGE). Next would read a whole body before the proxy ran, so a body goes straight to its
    // route handler, which reads it within its own limit (services/http/bounded-body.ts) and writes
    // its own policy where it answers with a page. Next reads this export as a literal.
    {
      source: '/:path*',
      missing: [
        { type: 'header', key: 'content-length' },
        { type: 'header', key: 'transfer-encoding' },
      ],
    },
    // The internal routes always pass here, body or not, so no request reaches them directly; and an
    // escape that does not decode is refused before Next answers it with a 500.
    '/(pages|missing|preview|search-page)/:path*',
    '/((?:api|media|forms|builds)/.*%.*)',
  ],
};
