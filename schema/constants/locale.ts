/** Spec 2.1 and 9.4: locales, the locale cookie and redirect status. */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_REDIRECT_STATUS = 302;
/** Locale → Kontent language codename; overridable by configuration (KONTENT_LANGUAGES). */
export const DEFAULT_LANGUAGE_CODENAMES: Record<Locale, string> = { en: 'en', es: 'es' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
