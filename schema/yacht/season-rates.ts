/**
 * Spec 3.3 and 9.1: a charter yacht's weekly rates per season, Summer (April to September) and
 * Winter (October to March), each Low and High, in every display currency (converted amounts
 * marked 'Approx', as the main price). Each season's currency is the one whose
 * seasonal exchange rate is 1 (9.1). Null when the yacht has no seasonal amount at all.
 */
import { PRICE_TEXTS, type PriceCurrency } from '../constants/currency';
import type { Locale } from '../constants/locale';
import type { CharterSeasonKey, Season } from '../constants/seasons';
import { displayPrice } from './prices';
import type { YachtView } from './view';

export type SeasonLevel = 'low' | 'high';

/** Each amount as shown: '€295,000', or 'Approx $318,600' when converted; null without a rate. */
export type SeasonRate = { season: Season; level: SeasonLevel; key: CharterSeasonKey; amounts: Record<PriceCurrency, string | null> };

export type SeasonRates = ReadonlyArray<{ season: Season; rates: readonly [SeasonRate, SeasonRate] }>;

const KEYS: Record<Season, Record<SeasonLevel, CharterSeasonKey>> = {
  summer: { low: 'charterSummerLow', high: 'charterSummerHigh' },
  winter: { low: 'charterWinterLow', high: 'charterWinterHigh' },
};

const rate = (yacht: Pick<YachtView, 'price' | 'api' | 'contractCurrencies'>, key: CharterSeasonKey, currency: PriceCurrency, locale: Locale): string | null => {
  const price = displayPrice({ type: 'charter', price: yacht.price, api: yacht.api, contractCurrencies: yacht.contractCurrencies, season: key, currency });
  if (price.kind !== 'amount' || price.key !== key) return null;
  return price.conversion ? `${PRICE_TEXTS.approx[locale]} ${price.priceText}` : price.priceText;
};

const seasonRate = (yacht: Pick<YachtView, 'price' | 'api' | 'contractCurrencies'>, season: Season, level: SeasonLevel, locale: Locale): SeasonRate => {
  const key = KEYS[season][level];
  const at = (currency: PriceCurrency) => rate(yacht, key, currency, locale);
  return { season, level, key, amounts: { aud: at('aud'), gbp: at('gbp'), eur: at('eur'), usd: at('usd') } };
};

/** The seasons with at least one amount, in the order Summer, Winter; null when none has any. */
export const seasonRates = (yacht: Pick<YachtView, 'effective' | 'price' | 'api' | 'contractCurrencies'>, locale: Locale): SeasonRates | null => {
  if (yacht.effective !== 'charter') return null;
  const seasons = (['summer', 'winter'] as const)
    .map((season) => ({ season, rates: [seasonRate(yacht, season, 'low', locale), seasonRate(yacht, season, 'high', locale)] as const }))
    .filter(({ rates }) => rates.some((r) => Object.values(r.amounts).some((words) => words !== null)));
  return seasons.length > 0 ? seasons : null;
};
