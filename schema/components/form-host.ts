/**
 * Links to the form host (spec 2.13, 7.4): the enquiry and newsletter forms, served by the site
 * itself at /forms/{form}/ (on every server; DATABASE_URL shares the submissions). An absolute link
 * to those paths on another host is still recognised. A button whose link
 * points there opens the form drawer; the link carries the page it came from (`source`) and the
 * page's language (`lang`) as encoded query parameters.
 */
import { DEFAULT_LOCALE, type Locale } from '../constants/locale';

const FORM_PATH = /^\/forms\/(enquiry|newsletter)\/?$/;
const BASE = 'http://form-host.invalid';

const parse = (link: string): URL | null => {
  try {
    return new URL(link.trim(), BASE);
  } catch {
    return null;
  }
};

/** True for a relative or http(s) link to /forms/enquiry/ or /forms/newsletter/. */
export const isFormHostLink = (link: string): boolean => {
  const url = parse(link);
  return url !== null && (url.protocol === 'http:' || url.protocol === 'https:') && FORM_PATH.test(url.pathname);
};

/**
 * The form link with its encoded parameters: `lang` for a Spanish page, `source` the page (or yacht
 * page) path it was opened from. Parameters already in the link are kept unless given here.
 */
export const formHostHref = (link: string, { locale, source, embed }: { locale?: Locale; source?: string; embed?: boolean }): string => {
  const url = parse(link);
  if (!url) return link;
  if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
  if (locale && locale !== DEFAULT_LOCALE) url.searchParams.set('lang', locale);
  if (source) url.searchParams.set('source', source);
  // The form inside the site's own frame (drawer, form block) leaves its heading and close link to it.
  if (embed) url.searchParams.set('embed', '1');
  const relative = url.origin === BASE;
  return relative ? `${url.pathname}${url.search}` : url.toString();
};
