/**
 * Locale choice at '/' (spec 2.1, 9.4), kept pure so it is unit-tested apart from the proxy: the
 * cookie, then the browser's languages, choose, with a 302. Prefixes are schema/locale.ts's.
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '../../schema/constants/locale';

/** The first source that applies: cookie, then Accept-Language, then the default (spec 2.1). */
export const chooseRootLocale = (cookie: string | undefined, acceptLanguage: string | null): Locale => {
  if (isLocale(cookie)) return cookie;
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages([...LOCALES]);
  return preferred.find(isLocale) ?? DEFAULT_LOCALE;
};
