/**
 * Paths no page can have are answered before rendering (spec 2.3: unmatched route -> 404): each
 * rendered path becomes a cache entry on disk, so absurd lengths and NUL bytes must not get there.
 */

import { MAX_PATH_LENGTH, isControl } from '../../renderer/page/path';
import { safeDecode } from '../../schema/locale';

export { MAX_PATH_LENGTH };
/** Longer than any slug segment; well under the 255-byte file names of the page cache. */
export const MAX_SEGMENT_LENGTH = 200;

/** '%' signs that start no escape ('/%ZZ/', '/100%/') escaped themselves. */
const escapeStrayPercent = (path: string): string => path.replace(/%(?![0-9a-f]{2})/gi, '%25');

/**
 * The path to render, or null when it cannot be a page. A '%' that does not decode is escaped
 * itself, so the 404 page can name the path as the visitor typed it: stray signs one by one, and
 * every sign of a path whose escapes are not UTF-8.
 */
export const guardPath = (pathname: string): string | null => {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  const stray = escapeStrayPercent(pathname);
  const strayDecoded = safeDecode(stray);
  const safe = strayDecoded === null ? pathname.replace(/%/g, '%25') : stray;
  const decoded = strayDecoded ?? pathname;
  if ([...decoded].some(isControl)) return null;
  if (decoded.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return null;
  return safe;
};

/**
 * The route handlers' addresses (site/app/api, media, forms, builds): the proxy sees them only when
 * they hold a '%' (site/proxy.ts's matcher), to refuse an escape that does not decode.
 */
export const ROUTE_HANDLER_PREFIXES = ['/api/', '/media/', '/forms/', '/builds/'] as const;
export const isRouteHandlerPath = (pathname: string): boolean => ROUTE_HANDLER_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * Whether a route handler may be given the path: Next decodes a dynamic segment before the handler
 * runs and answers one that does not decode ('/api/health/%E0%A4%A/') with a 500.
 */
export const routePathDecodes = (pathname: string): boolean => safeDecode(pathname) !== null;
