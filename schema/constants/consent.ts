/** Spec 7.4: the visitor's analytics choice, remembered for a year (the cookies policy page changes it). */
export const CONSENT_COOKIE = 'analytics_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Spec 2.2: the page that explains cookies, where the choice can be changed (both locales share the slug). */
export const COOKIES_POLICY_PATH = '/cookies-policy';
