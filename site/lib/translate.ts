/** The same page in another locale: its item's url_slug in that language (spec 2.1 switch). */
import { normalisePath } from '../../renderer/page/path';
import type { Locale } from '../../schema/constants/locale';
import { getPage, getPagePaths, getPageSlugs } from './content';
import { locatePath, publicPath } from '../../schema/locale';
import { listingPagePath, splitListingPath } from '../../schema/listing';
import { log, problemOf } from '../../schema/log';

/** Page n of a listing switches to page n of the same listing. */
export const translatedPath = async (fromPath: string, to: Locale): Promise<string> => {
  const { locale, rest } = locatePath(fromPath);
  const slug = normalisePath(rest);
  if (slug === null) return publicPath('/', to);
  const listed = splitListingPath(slug);
  if (listed && listed.page > 1 && !(await getPagePaths().catch((): Partial<Record<Locale, string[]>> => ({})))[locale]?.includes(slug)) {
    const base = await translatedPath(publicPath(listed.base, locale), to);
    return publicPath(listingPagePath(locatePath(base).rest.replace(/\/$/, '') || '/', listed.page), to);
  }
  try {
    // Only pages are looked up, so a made-up path costs no cache entry.
    if (!(await getPagePaths())[locale]?.includes(slug)) return publicPath(slug, to);
    const found = await getPage(slug, locale, false);
    if (found.kind !== 'page') return publicPath(slug, to);
    return publicPath((await getPageSlugs(found.page.pageCodename))[to] ?? slug, to);
  } catch (error) {
    log.error('switch-locale: could not translate', { path: fromPath, error: problemOf(error) });
    return publicPath(slug, to);
  }
};
