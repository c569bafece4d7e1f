/**
 * Spec 2.4 path normalisation: the catch-all page looks its content up by the path without query
 * string, trailing slash or locale prefix. Paths that no page can have are rejected here, so odd
 * input ends as a 404 and never reaches the content API.
 */
import { safeDecode, stripLocalePrefix } from '../../schema/locale';

/** Longest path we look up; anything longer cannot be a page. */
export const MAX_PATH_LENGTH = 2048;

/** NUL and other control characters never appear in a slug. */
export const isControl = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** Control characters, slashes and backslashes never appear inside a slug segment. */
const forbidden = (segment: string): boolean => [...segment].some((ch) => isControl(ch) || ch === '/' || ch === '\\');

/**
 * The url_slug to look up for a full path, or null when the path cannot belong to a page
 * (encoded NUL or control characters, '.' or '..' segments, empty segments, over-long paths).
 */
export const normalisePath = (fullPath: string): string | null => {
  const withoutQuery = fullPath.split(/[?#]/, 1)[0] ?? '';
  if (withoutQuery.length > MAX_PATH_LENGTH || !withoutQuery.startsWith('/')) return null;
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/$/, '') : withoutQuery;
  const path = stripLocalePrefix(trimmed || '/');
  if (path === '/') return '/';
  const segments = path.slice(1).split('/').map(safeDecode);
  const valid = segments.every((s): s is string => s !== null && s !== '' && s !== '.' && s !== '..' && !forbidden(s));
  return valid ? `/${segments.join('/')}` : null;
};
