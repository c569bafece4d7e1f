/**
 * Paths no page can have are answered before rendering (spec 2.3: unmatched route -> 404): each
 * rendered path becomes a cache entry on disk, so absurd lengths and NUL bytes must not get there.
 */

import { MAX_PATH_LENGTH, isControl } from '../../renderer/page/path';

export { MAX_PATH_LENGTH };
/** Longer than any slug segment; well under the 255-byte file names of the page cache. */
export const MAX_SEGMENT_LENGTH = 200;

/**
 * The path to render, or null when it cannot be a page. A stray '%' that starts no escape
 * ('/%ZZ/') is escaped itself, so the 404 page can name the path as the visitor typed it.
 */
export const guardPath = (pathname: string): string | null => {
  if (pathname.length > MAX_PATH_LENGTH) return null;
  const safe = pathname.replace(/%(?![0-9a-f]{2})/gi, '%25');
  const decoded = decodeURIComponent(safe);
  if ([...decoded].some(isControl)) return null;
  if (decoded.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return null;
  return safe;
};
