/**
 * Link rules of spec 2.14, pure so that every layer (schema mapping, renderer, components, site)
 * applies the same ones. Locale prefixes are schema/locale.ts's.
 */

/** Spec 2.14: a value that does not start with '/' is external; '//host' is an absolute URL too. */
export const isExternal = (value: string): boolean => !value.startsWith('/') || value.startsWith('//');

const isWebUrl = (value: string): boolean => /^(https?:)?\/\//i.test(value);

/** Splits off the query string and hash, so a slash can be added to the path in front of them. */
const splitPath = (value: string): { path: string; rest: string } => {
  const cut = value.search(/[?#]/);
  return cut === -1 ? { path: value, rest: '' } : { path: value.slice(0, cut), rest: value.slice(cut) };
};

/** A file (brochure.pdf, image.jpg) is not a page: it keeps its name as is. */
const isFileName = (path: string): boolean => /\.[a-z0-9]{2,5}$/i.test(path.slice(path.lastIndexOf('/') + 1));

/** Spec 2.3, 2.14: a trailing slash on the path, placed before any query string and hash. */
export const withTrailingSlash = (value: string): string => {
  const { path, rest } = splitPath(value);
  if (path.endsWith('/') || isFileName(path)) return value;
  return `${path}/${rest}`;
};

/**
 * Spec 2.14: an external href of the generic link gets a trailing slash on its path; tel:, mailto:
 * and anchors stay as they are.
 */
export const externalHref = (href: string): string => {
  if (!/^https?:\/\//i.test(href) || !URL.canParse(href)) return href;
  const url = new URL(href);
  url.pathname = withTrailingSlash(url.pathname);
  return url.toString();
};

/**
 * Spec 2.14: http links open in a new tab with rel 'nofollow noopener noreferrer'; other links
 * open in the same tab, or in a new tab when the editor flagged it.
 */
export const linkTarget = (href: string, newTab = false): { target?: '_blank'; rel?: string } => {
  if (isWebUrl(href)) return { target: '_blank', rel: 'nofollow noopener noreferrer' };
  return newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
};

/** Schemes a visitor's browser may follow from CMS content; anything else (javascript:, data:) is dropped. */
export const isSafeHref = (href: string): boolean => {
  const value = href.trim();
  if (value.startsWith('/') || value.startsWith('#') || value.startsWith('?')) return true;
  return /^(https?:|mailto:|tel:)/i.test(value);
};
