/**
 * Every page request passes here (spec 2.1, 2.3, 4.6): the locale is read from the prefix, '/'
 * chooses by cookie then browser languages, and the request is rewritten to the internal route
 * for live, bot or preview rendering. Trailing-slash redirects are Next's own (trailingSlash).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { isbot } from 'isbot';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_REDIRECT_STATUS } from '../schema/constants/locale';
import { chooseRootLocale, locatePath } from './lib/locale';
import { localeCookieOptions } from './lib/cookie';
import { guardPath } from './lib/path-guard';
import { lookupRedirect } from './lib/redirect-table';
import { normalisePath } from '../renderer/page/path';
import { localisedPath } from '../schema/links';

export const variantOf = (request: NextRequest): 'preview' | 'bot' | 'live' => {
  if (request.nextUrl.searchParams.get('preview') === 'true') return 'preview';
  return isbot(request.headers.get('user-agent')) ? 'bot' : 'live';
};

/** A bare 404 for paths no page can have (site/lib/path-guard.ts); nothing is rendered or cached. */
const impossiblePath = (): NextResponse =>
  new NextResponse('<!doctype html><title>Page not found</title><h1>404</h1><p>Page not found.</p><a href="/">Go to the homepage</a>', {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const pathname = guardPath(request.nextUrl.pathname);
  if (pathname === null) return impossiblePath();
  const { locale, rest } = locatePath(pathname);

  if (pathname === '/') {
    const chosen = chooseRootLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
    if (chosen !== DEFAULT_LOCALE) {
      const target = request.nextUrl.clone();
      target.pathname = `/${chosen}/`;
      const response = NextResponse.redirect(target, LOCALE_REDIRECT_STATUS);
      response.cookies.set(LOCALE_COOKIE, chosen, localeCookieOptions());
      return response;
    }
  }

  const slug = normalisePath(rest);
  const redirect = slug === null ? null : await lookupRedirect(request.nextUrl.origin, locale, slug);
  if (redirect) {
    const target = redirect.absolute ? redirect.to : new URL(localisedPath(redirect.to, locale), request.nextUrl.origin);
    return NextResponse.redirect(target, redirect.status);
  }

  const variant = variantOf(request);
  const target = request.nextUrl.clone();
  target.pathname = `/${variant}/${locale}${rest}`;
  target.search = '';
  const response = NextResponse.rewrite(target);
  if (pathname === '/' && !request.cookies.has(LOCALE_COOKIE)) {
    response.cookies.set(LOCALE_COOKIE, locale, localeCookieOptions());
  }
  return response;
}

export const config = {
  // Pages only: Next internals, route handlers, media and files with an extension are not pages.
  matcher: ['/((?!_next/|api/|media/|favicon\\.ico|robots\\.txt|.*\\.[a-z0-9]{2,5}$).*)'],
};

