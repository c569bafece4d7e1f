/**
 * The one yacht card (spec 2.16 'yacht cards everywhere share one card', 3.3 'Yacht teaser'): what a
 * grid or slider shows of a yacht in a market view. Ghost yachts show no price (4.1); the ribbon
 * follows 4.2; lengths come in both units so the units switch needs no re-render.
 */
import type { MapContext } from '../define';
import type { ContentItem } from '../kontent';
import type { MediaItem } from '../media';
import { marketTypeOf, type MarketType } from './effective-type';
import type { Ribbon } from './ribbon';
import { formatLength } from './units';
import { pricesByCurrency, yachtView, type PricesByCurrency, type YachtView } from './view';

export type YachtCardData = {
  codename: string;
  /** The source system's YachtId (spec 3.7): the navigation list and the shortlist key. */
  yachtId: string;
  name: string;
  /** The market view the card shows the yacht in. */
  view: 'charter' | 'sale';
  marketType: MarketType;
  /** The localised URL of the yacht's page for the view (its ghost page when not offered so). */
  href: string | null;
  length: { m: string; ft: string };
  guests: number | null;
  cabins: number | null;
  /** Null for ghost yachts and yachts without a price (spec 4.1, 5.1). */
  prices: PricesByCurrency | null;
  ribbon: Ribbon | null;
  image: MediaItem | null;
};

/** The view a card takes when its list names none: the yacht's own market, charter first for 'both'. */
export const defaultCardView = (marketType: MarketType, dataType: YachtView['dataType']): 'charter' | 'sale' => {
  if (marketType === 'charter' || marketType === 'sale') return marketType;
  if (marketType === 'both') return 'charter';
  return dataType === 'sale' ? 'sale' : 'charter';
};

const hasAnyPrice = (prices: PricesByCurrency): boolean => Object.values(prices).some((words) => words !== null);

/** Spec 3.3: guests and cabins as a charter or a buyer reads them. */
const capacity = (view: YachtView, side: 'charter' | 'sale') => ({
  guests: side === 'charter' ? (view.api.sleepingguests ?? view.api.numberoftotalguests) : (view.api.numberoftotalguests ?? view.api.sleepingguests),
  cabins: side === 'charter' ? (view.api.chartercabins ?? view.api.cabins) : (view.api.cabins ?? view.api.chartercabins),
});

/** The card of a yacht item; null (with the problem reported) when the item is not a valid yacht. */
export const yachtCard = (item: ContentItem, view: 'charter' | 'sale' | null, ctx: Pick<MapContext, 'locale' | 'linkedItem' | 'report' | 'href'>): YachtCardData | null => {
  const probe = yachtView(item, view, ctx);
  if (!probe) return null;
  const marketType = marketTypeOf(probe.yachtType);
  const side = view ?? defaultCardView(marketType, probe.dataType);
  const yacht = view ? probe : yachtView(item, side, ctx);
  if (!yacht) return null;
  const prices = pricesByCurrency(yacht, ctx.locale);
  return {
    codename: yacht.codename,
    yachtId: yacht.yachtId,
    name: yacht.name,
    view: side,
    marketType,
    href: yacht.path ? ctx.href(yacht.path) : null,
    length: { m: formatLength(yacht.api, 'm', ctx.locale), ft: formatLength(yacht.api, 'ft', ctx.locale) },
    ...capacity(yacht, side),
    prices: yacht.effective !== 'ghost' && hasAnyPrice(prices) ? prices : null,
    ribbon: yacht.ribbon,
    image: yacht.profile,
  };
};

/** The ordered {Url, YachtId} list a visitor takes from a grid or slider (spec 3.7 nonSearchResultYachtUrls). */
export const navigationListOf = (cards: readonly YachtCardData[]): Array<{ Url: string; YachtId: string }> => cards.flatMap((card) => (card.href ? [{ Url: card.href, YachtId: card.yachtId }] : []));

/** The market view a list of cards records for previous/next: sale when every card is, else charter. */
export const listViewOf = (cards: readonly YachtCardData[]): 'charter' | 'sale' => (cards.every((card) => card.view === 'sale') ? 'sale' : 'charter');
