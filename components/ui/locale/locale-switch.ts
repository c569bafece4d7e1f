/**
 * The language switch's URL and rule (spec 2.1, 9.4), without its machine: a page decides at the
 * click whether the switch applies, and the machine (locale.machine.ts) loads with that click.
 */
import { isLocale, type Locale } from '../../../schema/constants/locale';

export const SWITCH_LOCALE_ROUTE = '/api/switch-locale/';

/** The switch URL for a page: its path and query in `path`, its hash kept at the end. */
export const switchLocaleHref = (to: Locale, path: string, search = '', hash = ''): string => {
  const query = new URLSearchParams({ to, path: `${path}${search === '?' ? '' : search}` });
  return `${SWITCH_LOCALE_ROUTE}?${query.toString()}${hash === '#' ? '' : hash}`;
};

/** Spec 2.1: only en and es are accepted; any other code, or the current one, is ignored. */
export const isOtherLocale = (current: Locale, to: string): to is Locale => isLocale(to) && to !== current;

/** A plain click on a link to the other language, which the locale machine takes, or null. */
export const localeClick = (event: Event, current: Locale): { anchor: HTMLAnchorElement; to: Locale } | null => {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(event instanceof MouseEvent) || !(anchor instanceof HTMLAnchorElement) || anchor.pathname !== SWITCH_LOCALE_ROUTE) return null;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const to = new URL(anchor.href).searchParams.get('to') ?? '';
  return isOtherLocale(current, to) ? { anchor, to } : null;
};
