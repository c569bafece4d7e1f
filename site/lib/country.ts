/**
 * Spec 9.1: a visitor's first currency follows their country, as the CDN in front tells it. The
 * proxy turns the header into a cookie the page's preference script reads, so cached pages stay
 * the same for every visitor.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { currencyForCountry } from '../../schema/yacht/currency';
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

/** Sets the country currency cookie once, when the CDN names a country. */
export const rememberCountryCurrency = (request: NextRequest, response: NextResponse): void => {
  if (request.cookies.has(COUNTRY_CURRENCY_COOKIE)) return;
  const country = requestCountry(request.headers);
  if (!country) return;
  response.cookies.set(COUNTRY_CURRENCY_COOKIE, currencyForCountry(country), { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
};
