/**
 * Spec 9.1: a visitor's first currency follows their country, as the CDN in front tells it. Pages
 * are cached for everyone and set no cookie, so the country is read by a per-visitor endpoint
 * (`/api/country/`, never cached) that the page's preference script asks once, when the visitor
 * has neither chosen a currency nor been told one; its cookie spares the later pages the request.
 */
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { currencyForCountry } from '../../schema/yacht/currency';
import { requestIsHttps } from './security/headers';
import { COUNTRY_CURRENCY_COOKIE } from '../../components/ui/prefs/preferences';

/** Country headers of common CDNs, first match wins. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'] as const;

export const requestCountry = (headers: Headers): string | null => {
  for (const name of COUNTRY_HEADERS) {
    const value = headers.get(name)?.trim().toUpperCase();
    if (value && /^[A-Z]{2}$/.test(value)) return value;
  }
  return null;
};

/** The visitor's country currency (the default one where the CDN names no country), remembered in a cookie. */
export const countryCurrencyAnswer = (request: NextRequest): NextResponse => {
  const country = requestCountry(request.headers);
  const currency = currencyForCountry(country);
  const response = NextResponse.json({ country, currency }, { headers: { 'cache-control': 'private, no-store' } });
  response.cookies.set(COUNTRY_CURRENCY_COOKIE, currency, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax', secure: requestIsHttps(request.headers) });
  return response;
};
