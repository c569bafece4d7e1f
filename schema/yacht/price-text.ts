/** Spec 9.1: the words of a displayed price in a locale ('Approx' prefix, tooltip with the rate). */
import { PRICE_TEXTS } from '../constants/currency';
import type { Locale } from '../constants/locale';
import type { DisplayPrice } from './prices';

/** `rate` is the bare rate ('1 EUR = 1.0800 USD'): a card's hover names it without the hero's sentence. */
export type PriceWords = { text: string; tooltip: string | null; rate: string | null };

/**
 * A converted price is prefixed 'Approx' inside the charter text ('From Approx $318,600 p/week'),
 * and its tooltip ends with the rate ('… conversion rate: 1 EUR = 1.0800 USD').
 */
export const priceWords = (price: DisplayPrice, locale: Locale): PriceWords | null => {
  if (price.kind === 'none') return null;
  if (price.kind !== 'amount') return { text: PRICE_TEXTS[price.textKey][locale], tooltip: null, rate: null };
  const amount = price.conversion ? `${PRICE_TEXTS.approx[locale]} ${price.priceText}` : price.priceText;
  return {
    text: price.textKey ? PRICE_TEXTS[price.textKey][locale].replace('{price}', amount) : amount,
    tooltip: price.conversion ? `${PRICE_TEXTS.conversionTooltip[locale]} ${price.conversion.rateText}` : null,
    rate: price.conversion?.rateText ?? null,
  };
};
