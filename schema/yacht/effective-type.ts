/**
 * Spec 4.1: a yacht's type, the type of the page showing it (CHARTER or SALE), and the effective
 * type the page renders it as; and spec 5.3's market-status rules for yacht lists and sliders.
 */
import type { YachtDataType } from './api';
import type { YachtMarketType } from './yacht';

export type YachtType = 'sale+charter' | 'sale' | 'charter' | 'ghost' | 'none';
export type PageYachtType = 'charter' | 'sale' | 'none';
export type EffectiveType = 'charter' | 'sale' | 'ghost';
/** Spec 4.1: the market type of a yacht or a filter. */
export type MarketType = 'charter' | 'sale' | 'ghost' | 'both' | 'none';

/** The CMS market type (sale_charter) or the yacht data's type (sale+charter) as a yacht type. */
export const yachtTypeOf = (type: YachtMarketType | YachtDataType | null | undefined): YachtType => (type === 'sale_charter' ? 'sale+charter' : (type ?? 'none'));

export const marketTypeOf = (type: YachtType | YachtMarketType | YachtDataType): MarketType => (type === 'sale+charter' || type === 'sale_charter' ? 'both' : type);

/** Spec 4.1: sale+charter takes the page's type; a matching type is kept; anything else is ghost. */
export const effectiveType = (yachtType: YachtType, pageType: PageYachtType): EffectiveType => {
  if (pageType === 'none') return 'ghost';
  if (yachtType === 'sale+charter' || yachtType === pageType) return pageType;
  return 'ghost';
};

/** Spec 4.1: ghost yachts show no price. */
export const showsPrice = (type: EffectiveType): type is 'charter' | 'sale' => type !== 'ghost';

/** The market types (charter, sale) a yacht is offered in; ghost and none have none. */
export const yachtTypes = (yachtType: YachtType): Array<'charter' | 'sale'> =>
  yachtType === 'sale+charter' ? ['sale', 'charter'] : yachtType === 'sale' || yachtType === 'charter' ? [yachtType] : [];

/** Spec 5.3: no status includes every yacht; charter or sale includes that type and 'both'. */
export const matchesMarketStatus = (yacht: MarketType, status: MarketType | null | undefined): boolean => {
  if (!status || status === 'none') return true;
  if (status === 'charter' || status === 'sale') return yacht === status || yacht === 'both';
  return yacht === status;
};

export const filterByMarketStatus = <T>(yachts: readonly T[], status: MarketType | null | undefined, marketType: (yacht: T) => MarketType): T[] =>
  yachts.filter((yacht) => matchesMarketStatus(marketType(yacht), status));

/** Spec 5.3: the slider keeps charter slides of charter or both yachts, sale slides of sale or both. */
export const keepsSlide = (slide: 'charter' | 'sale', yacht: MarketType): boolean => yacht === slide || yacht === 'both';
