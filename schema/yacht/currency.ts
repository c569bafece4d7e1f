/** Spec 9.1 and 5.1: price values, the en-US amount format and the country -> currency table. */
import { COUNTRY_CURRENCY, DEFAULT_DISPLAY_CURRENCY, PRICE_CURRENCIES, PRICE_FRACTION_DIGITS, PRICE_NUMBER_LOCALE, type PriceCurrency } from '../constants/currency';

/** Spec 5.1: missing, 'null' in any case, '0' (and blank) count as empty. */
export const isEmptyPrice = (value: string | null | undefined): boolean => {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'null' || Number(text) === 0;
};

/** A price-map value as a number, or null when empty (spec 5.1) or not a number. */
export const priceValue = (value: string | null | undefined): number | null => {
  if (isEmptyPrice(value)) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

const amountFormat = new Intl.NumberFormat(PRICE_NUMBER_LOCALE, {
  minimumFractionDigits: PRICE_FRACTION_DIGITS,
  maximumFractionDigits: PRICE_FRACTION_DIGITS,
});

/** Spec 9.1: en-US grouping, no decimals: 82500000 -> '82,500,000'. */
export const formatAmount = (value: number): string => amountFormat.format(value);

export const isPriceCurrency = (value: unknown): value is PriceCurrency => typeof value === 'string' && (PRICE_CURRENCIES as readonly string[]).includes(value);

const hasCountry = (code: string): code is keyof typeof COUNTRY_CURRENCY => Object.hasOwn(COUNTRY_CURRENCY, code);

/** Spec 9.1: the display currency for a visitor's country (e.g. a CDN country header); EUR otherwise. */
export const currencyForCountry = (country: string | null | undefined): PriceCurrency => {
  const code = country?.trim().toUpperCase() ?? '';
  return hasCountry(code) ? COUNTRY_CURRENCY[code] : DEFAULT_DISPLAY_CURRENCY;
};
