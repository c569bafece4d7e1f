/**
 * manual_yacht_grid (spec 3.10 'Yacht list block', 5.3): editor-chosen yachts as a grid of yacht
 * cards, filtered by market status: none keeps every yacht; charter or sale keeps that type and
 * yachts offered both ways, shown in that market view. Berth items in the list show as berth cards
 * (a berth is always for sale), so the berths-for-sale listing uses the same block.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, choice, linkedItems, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';
import { linkedYachtCards } from '../yacht/card-list';
import { berthCard, type BerthCardData } from '../catalogue/berth-card';
import type { ContentItem } from '../kontent';
import type { YachtCardData } from '../yacht/card';
import { filterByMarketStatus, type MarketType } from '../yacht/effective-type';

export const MARKET_STATUSES = ['charter', 'sale', 'both', 'ghost'] as const;

export type ManualYachtGridProps = {
  locale: Locale;
  cards: YachtCardData[];
  /** Berth items in the list (the berths-for-sale listing): sale only, after the yachts. */
  berths: BerthCardData[];
  background: Background;
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
    const cards = linkedYachtCards(ctx, 'yachts', el.yachts.value, listView(status), takeBerth);
    return {
      locale: ctx.locale,
      cards: filterByMarketStatus(cards, status, (card) => card.marketType),
      berths: status === 'charter' ? [] : berths,
      background: toBackground(el.background_color__options),
    };
  },
});
