/**
 * Spec 2.4 path normalisation: the catch-all page looks its content up by the path without query
 * string, trailing slash or locale prefix. Paths that no page can have are rejected here, so odd
 * input ends as a 404 and never reaches the content API.
 */
import { LOCALES } from '../../schema/constants/locale';

/** Longest path we look up; anything longer cannot be a page. */
export const MAX_PATH_LENGTH = 2048;

/** Removes a leading '/{locale}' segment (spec 2.1 helper). */
export const stripLocalePrefix = (path: string, locales: readonly string[] = LOCALES): string => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (match && locales.includes(match[1] ?? '')) return match[2] ?? '/';
  return path;
};

/** NUL and other control characters never appear in a slug. */
export const isControl = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

/** Control characters, slashes and backslashes never appear inside a slug segment. */
const forbidden = (segment: string): boolean => [...segment].some((ch) => isControl(ch) || ch === '/' || ch === '\\');

const safeDecode = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * The url_slug to look up for a full path, or null when the path cannot belong to a page
 * (encoded NUL or control characters, '.' or '..' segments, empty segments, over-long paths).
 */
export const normalisePath = (fullPath: string, locales: readonly string[] = LOCALES): string | null => {
  const withoutQuery = fullPath.split(/[?#]/, 1)[0] ?? '';
  if (withoutQuery.length > MAX_PATH_LENGTH || !withoutQuery.startsWith('/')) return null;
  const trimmed = withoutQuery.length > 1 ? withoutQuery.replace(/\/$/, '') : withoutQuery;
  const path = stripLocalePrefix(trimmed || '/', locales);
  if (path === '/') return '/';
  const segments = path.slice(1).split('/').map(safeDecode);
  const valid = segments.every(
    (s): s is string => s !== null && s !== '' && s !== '.' && s !== '..' && !forbidden(s),
  );
  return valid ? `/${segments.join('/')}` : null;
};
