/**
 * Spec 2.1 language switch: accepts only en/es, stores the choice in the locale cookie and
 * redirects (302) to the same page in the other locale, following the page's translated slug and
 * keeping its query (a hash on the switch URL survives the redirect in the browser).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_COOKIE, LOCALE_REDIRECT_STATUS, isLocale } from '../../../../schema/constants/locale';
import { localeCookieOptions } from '../../../lib/cookie';
import { requestIsHttps } from '../../../lib/security/headers';
import { translatedPath } from '../../../lib/translate';

type From = { path: string; search: string };

/** Only same-site paths are followed, so the switch cannot be used as an open redirect. */
const samePath = (value: string | null): From | null => {
  if (!value) return null;
  try {
    const url = new URL(value, 'http://local');
    return url.origin === 'http://local' && value.startsWith('/') && !value.startsWith('//') ? { path: url.pathname, search: url.search } : null;
  } catch {
    return null;
  }
};

const refererPath = (request: NextRequest): From | null => {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.nextUrl.host ? { path: url.pathname, search: url.search } : null;
  } catch {
    return null;
  }
};

/** The answer depends on the visitor and sets their cookie: no shared cache may keep it. */
const PRIVATE = { 'cache-control': 'private, no-store' } as const;

export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to');
  const from = samePath(request.nextUrl.searchParams.get('path')) ?? refererPath(request) ?? { path: '/', search: '' };
  const target = request.nextUrl.clone();
  target.search = from.search;
  if (!isLocale(to)) {
    target.pathname = from.path;
    return NextResponse.redirect(target, { status: LOCALE_REDIRECT_STATUS, headers: PRIVATE });
  }
  target.pathname = await translatedPath(from.path, to);
  const response = NextResponse.redirect(target, { status: LOCALE_REDIRECT_STATUS, headers: PRIVATE });
  response.cookies.set(LOCALE_COOKIE, to, localeCookieOptions(requestIsHttps(request.headers)));
  return response;
}
