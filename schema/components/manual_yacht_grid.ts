/**
 * manual_yacht_grid (spec 3.10 'Yacht list block', 5.3): editor-chosen yachts as a grid of yacht
 * cards, filtered by market status: none keeps every yacht; charter or sale keeps that type and
 * yachts offered both ways, shown in that market view. Berth items in the list show as berth cards
 * (a berth is always for sale), so the berths-for-sale listing uses the same block.
 * The page's listing (PageContext.listing) shows one page of its cards; previous/next
 * still walks the whole list (3.7), so the full order travels as yacht URLs and ids only.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { defineComponent, type MapContext } from '../define';
import { background, choice, linkedItems, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';
import { linkedYachtCards } from '../yacht/card-list';
import { berthCard, type BerthCardData } from '../catalogue/berth-card';
import type { ContentItem } from '../kontent';
import { listViewOf, navigationListOf, type YachtCardData } from '../yacht/card';
import type { YachtUrl } from '../yacht/navigation-list';
import { listingPagePath, pageCount, pageSlice } from '../listing';
import { filterByMarketStatus, type MarketType } from '../yacht/effective-type';

export const MARKET_STATUSES = ['charter', 'sale', 'both', 'ghost'] as const;

export type ManualYachtGridProps = {
  locale: Locale;
  /** The yachts this page of the list shows. */
  cards: YachtCardData[];
  /** Berth items in the list (the berths-for-sale listing): sale only, after the yachts. */
  berths: BerthCardData[];
  background: Background;
  /** Yachts and berths in the whole list, every page. */
  total: number;
  /** Spec 3.7: every yacht of the whole list in order, and the market view previous/next records. */
  navigation: YachtUrl[];
  view: 'charter' | 'sale';
  /** The page shown and the URL of every page; null when the list is not paged or fits one page. */
  paging: ListPaging | null;
};

export type ListPaging = { page: number; hrefs: string[] };

type Entry = { kind: 'yacht'; card: YachtCardData } | { kind: 'berth'; card: BerthCardData };

/** One page of yachts-then-berths, when this grid is the page's listing (PageContext.listing). */
const paged = (cards: YachtCardData[], berths: BerthCardData[], ctx: MapContext) => {
  const listing = ctx.page.listing;
  const path = ctx.page.path;
  if (!listing || listing.codename !== ctx.item.codename || path === null) return { cards, berths, paging: null };
  const entries: Entry[] = [...cards.map((card) => ({ kind: 'yacht' as const, card })), ...berths.map((card) => ({ kind: 'berth' as const, card }))];
  const shown = pageSlice(entries, listing.page);
  const count = pageCount(entries.length);
  return {
    cards: shown.flatMap((entry) => (entry.kind === 'yacht' ? [entry.card] : [])),
    berths: shown.flatMap((entry) => (entry.kind === 'berth' ? [entry.card] : [])),
    paging: count > 1 ? { page: listing.page, hrefs: Array.from({ length: count }, (_, i) => ctx.href(listingPagePath(path, i + 1))) } : null,
  };
};

/** The market view a list's status gives its cards; 'both', 'ghost' or none let each yacht choose. */
export const listView = (status: MarketType | null): 'charter' | 'sale' | null => (status === 'charter' || status === 'sale' ? status : null);

export const manualYachtGrid = defineComponent({
  codename: 'manual_yacht_grid',
  elements: z.looseObject({
    yachts: linkedItems(),
    market_status: choice('Market status', MARKET_STATUSES).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ManualYachtGridProps => {
    const status = el.market_status?.value[0]?.codename ?? null;
    const berths: BerthCardData[] = [];
    const takeBerth = (item: ContentItem) => {
      if (item.system.type !== 'berth') return false;
      const card = berthCard(item, ctx);
      if (card) berths.push(card);
      return true;
    };
    const cards = filterByMarketStatus(linkedYachtCards(ctx, 'yachts', el.yachts.value, listView(status), takeBerth), status, (card) => card.marketType);
    const listed = status === 'charter' ? [] : berths;
    return {
      locale: ctx.locale,
      ...paged(cards, listed, ctx),
      background: toBackground(el.background_color__options),
      total: cards.length + listed.length,
      navigation: navigationListOf(cards),
      view: listViewOf(cards),
    };
  },
});
