/**
 * The compared yachts (spec 2.11), found by YachtId through the Delivery API: the YachtId index and
 * the items are the brochure's (site/lib/brochure/load.ts), cached with the content tag. Not the
 * search index: its records carry the facets, not the specification a comparison shows (beam,
 * hull, engines, class, flag...). The index and the items are cached with the content tag, so a
 * publish refreshes them and a comparison costs no CMS request; the table itself is rebuilt per
 * request (cheap) rather than cached per list, as made-up lists would fill the cache.
 */
import { compareTable, type CompareResponse } from '../../schema/compare/table';
import { COMPARE_VIEWS, type CompareEntry, type CompareView } from '../../schema/compare/share';
import type { Locale } from '../../schema/constants/locale';
import { brochureHref } from '../../schema/yacht/brochure';
import { localisedPath } from '../../schema/locale';
import { yachtView, type YachtView } from '../../schema/yacht/view';
import { findYacht } from './brochure/load';
import { log } from '../../schema/log';
import { wordsOf } from '../../schema/words';
import { translatorFor } from '../i18n/translator';

const viewOf = async (entry: CompareEntry, locale: Locale): Promise<YachtView | null> => {
  const item = await findYacht(entry.id, locale);
  if (!item) return null;
  return yachtView(item, entry.view, {
    locale,
    linkedItem: () => undefined,
    report: (issue) => log.warn('compare: incomplete yacht', { codename: issue.item.codename, element: issue.element, problem: issue.problem }),
  });
};

/** The comparison of a list of entries, in the visitor's order, each view in its own table. */
export const loadComparison = async (entries: readonly CompareEntry[], locale: Locale): Promise<CompareResponse> => {
  const views = await Promise.all(entries.map((entry) => viewOf(entry, locale)));
  const found = entries.flatMap((entry, i) => {
    const yacht = views[i];
    return yacht ? [{ entry, yacht }] : [];
  });
  const links = { href: (path: string) => localisedPath(path, locale), brochure: (view: CompareView, yachtId: string) => brochureHref(yachtId, view, locale) };
  const words = wordsOf(translatorFor(locale), 'yachtData');
  return {
    tables: COMPARE_VIEWS.flatMap((view) => {
      const yachts = found.filter((f) => f.entry.view === view).map((f) => f.yacht);
      return yachts.length > 0 ? [compareTable(view, yachts, locale, links, words)] : [];
    }),
    missing: entries.filter((_, i) => !views[i]),
  };
};
