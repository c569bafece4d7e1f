/**
 * The comparison the compare route answers (spec 2.11): per market view, one column per yacht
 * (name, link, picture, price per spec 4.1 and 9.1, brochure) and the aligned sections of rows.
 * The island checks the answer against response.ts.
 */
import type { PriceCurrency } from '../constants/currency';
import type { Locale } from '../constants/locale';
import type { MediaItem } from '../media';
import type { YachtDataWords } from '../yacht/data-words';
import { pricesByCurrency, type YachtView } from '../yacht/view';
import type { CompareTable } from './response';
import { compareSections } from './rows';
import type { CompareView } from './share';

export type { CompareColumn, CompareResponse, CompareTable } from './response';

const imageOf = (media: MediaItem | null) => (media?.isImage ? { url: media.url, alt: media.alt } : null);

/** Spec 4.1: a yacht not offered in the view is a ghost there and shows no price. */
const pricesOf = (yacht: YachtView, locale: Locale): Record<PriceCurrency, { text: string; tooltip: string | null } | null> | null => {
  if (yacht.effective === 'ghost') return null;
  const prices = pricesByCurrency(yacht, locale);
  return Object.values(prices).some((words) => words !== null) ? prices : null;
};

export type CompareLinks = { href(path: string): string; brochure(view: CompareView, yachtId: string): string };

/** One view's table; `yachts` were read in that view (yachtView(item, view)), in the visitor's order. */
export const compareTable = (view: CompareView, yachts: readonly YachtView[], locale: Locale, links: CompareLinks, words: YachtDataWords): CompareTable => ({
  view,
  yachts: yachts.map((yacht) => {
    const path = yacht.paths[view] ?? yacht.path;
    return {
      id: yacht.yachtId,
      view,
      name: yacht.name,
      href: path ? links.href(path) : null,
      image: imageOf(yacht.profile),
      prices: pricesOf(yacht, locale),
      brochureHref: yacht.effective === view ? links.brochure(view, yacht.yachtId) : null,
    };
  }),
  sections: compareSections(
    yachts.map((yacht) => ({ api: yacht.api, view })),
    words,
    locale,
  ),
});
