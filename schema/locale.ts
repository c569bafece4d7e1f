/**
 * The one module that owns locales and their path prefixes (spec 2.1, 2.4, 2.14): reading the
 * locale from a path, stripping and adding the prefix, and decoding path segments. Pure, so the
 * proxy, the resolver, the renderer and components all apply the same rules.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './constants/locale';
import { isExternal, withTrailingSlash } from './links';

export { DEFAULT_LOCALE, LOCALES, isLocale, type Locale };

export type LocatedPath = { locale: Locale; rest: string; prefixed: boolean };

/** Splits '/es/yacht-charter/' into locale 'es' and '/yacht-charter/'; unprefixed is the default locale. */
export const locatePath = (pathname: string): LocatedPath => {
  const match = /^\/([^/?#]+)([/?#].*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLocale(first)) {
    const rest = match?.[2] ?? '/';
    return { locale: first, rest: rest.startsWith('/') ? rest : `/${rest}`, prefixed: true };
  }
  return { locale: DEFAULT_LOCALE, rest: pathname, prefixed: false };
};

/** Spec 2.1: removes a leading '/{locale}' segment ('/es/x/' -> '/x/', '/en' -> '/', '/es?q' -> '/?q'). */
export const stripLocalePrefix = (path: string): string => locatePath(path).rest;

/**
 * Spec 2.1, 2.14: the URL of an internal path in a locale. The default locale has no prefix
 * ('/about' -> '/about/'), others do ('/es/about/'); home is '/' or '/es/'. External values
 * (http, tel:, mailto:, '#anchor') are returned unchanged.
 */
export const localisedPath = (path: string, locale: Locale): string => {
  if (isExternal(path)) return path;
  const bare = stripLocalePrefix(path);
  const prefixed = locale === DEFAULT_LOCALE ? bare : `/${locale}${bare === '/' ? '' : bare}`;
  return withTrailingSlash(prefixed);
};

/** Public path of a normalised content path (spec 2.4) in a locale: '/x/' for en, '/es/x/' for es. */
export const publicPath = (slug: string, locale: Locale): string => localisedPath(slug, locale);

/** A percent-encoded path or segment decoded, or null when its escapes are not UTF-8. */
export const safeDecode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};
