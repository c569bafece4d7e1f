/**
 * Locale choice (spec 2.1, 9.4), kept pure so it is unit-tested apart from the proxy.
 * - A '/es/…' or '/en/…' prefix names the locale; unprefixed paths are the default locale.
 * - Only at '/', the cookie and then the browser's languages choose, with a 302 (spec 9.4).
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../schema/constants/locale';

export type LocatedPath = { locale: Locale; rest: string; prefixed: boolean };

/** Splits '/es/yacht-charter/' into locale 'es' and '/yacht-charter/'. */
export const locatePath = (pathname: string): LocatedPath => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLocale(first)) return { locale: first, rest: match?.[2] ?? '/', prefixed: true };
  return { locale: DEFAULT_LOCALE, rest: pathname, prefixed: false };
};

/** The first source that applies: cookie, then Accept-Language, then the default (spec 2.1). */
export const chooseRootLocale = (cookie: string | undefined, acceptLanguage: string | null): Locale => {
  if (isLocale(cookie)) return cookie;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages([...LOCALES]);
  return preferred.find(isLocale) ?? DEFAULT_LOCALE;
};

/** Public path of a normalised content path in a locale: '/x/' for en, '/es/x/' for es. */
export const publicPath = (slug: string, locale: Locale): string => {
  const path = slug === '/' ? '/' : `${slug.replace(/\/$/, '')}/`;
  return locale === DEFAULT_LOCALE ? path : `/${locale}${path}`;
};
