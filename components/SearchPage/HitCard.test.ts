import { describe, expect, it } from 'vitest';
import { PRICE_CURRENCIES, PRICE_FRACTION_DIGITS, PRICE_NUMBER_LOCALE } from '../../schema/constants/currency';
import { priceText } from './HitCard';

const intl = (currency: string, amount: number) =>
  new Intl.NumberFormat(PRICE_NUMBER_LOCALE, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: PRICE_FRACTION_DIGITS }).format(amount);

describe("a search card's price reads as spec 9.1's en-US currency format", () => {
  const amounts = [0, 0.4, 0.5, 1, 12, 999, 1000, 1000.5, 9999.49, 12345, 100000, 999999, 1000000, 4_250_000, 182_325_000, 356_070_000, 1_234_567_890, 98_765_432_109];
  it.each(PRICE_CURRENCIES)('%s: the same text as Intl.NumberFormat for every size of amount', (currency) => {
    for (const amount of amounts) expect(priceText(currency, amount)).toBe(intl(currency, amount));
  });

  it('symbols and groups as a visitor sees them', () => {
    expect(priceText('aud', 356_070_000)).toBe('A$356,070,000');
    expect(priceText('gbp', 182_325_000)).toBe('£182,325,000');
    expect(priceText('eur', 950)).toBe('€950');
    expect(priceText('usd', 231_660_000.6)).toBe('$231,660,001');
  });
});
