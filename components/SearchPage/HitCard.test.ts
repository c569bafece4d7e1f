import { describe, expect, it } from 'vitest';
import { PRICE_CURRENCIES, PRICE_FRACTION_DIGITS, PRICE_NUMBER_LOCALE } from '../../schema/constants/currency';
import { formatMeters } from '../../schema/yacht/units';
import { hitPrice, metresText, priceText } from './HitCard';
import type { YachtHit } from './hits';

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

describe('spec 9.1: a search card marks converted prices as a yacht card does', () => {
  const hit = (type: 'charter' | 'sale', contractCurrency?: 'usd' | 'eur'): YachtHit => ({
    objectID: 'y',
    url: '/yacht-for-charter/y/',
    content: { yachtid: 'Y1', name: 'Y', type, image: null, loaMeter: 50, loaFeet: 164, exchangePrices: { usd: 1_225_000, eur: 1_134_228 }, contractCurrency },
  });

  it('the contract currency as set, the others Approx, in the visitor language', () => {
    expect(hitPrice(hit('charter', 'usd'), 'usd', 'en')).toBe('From $1,225,000 p/week');
    expect(hitPrice(hit('charter', 'usd'), 'eur', 'en')).toBe('From Approx €1,134,228 p/week');
    expect(hitPrice(hit('charter', 'usd'), 'eur', 'es')).toBe('Desde Aprox. €1,134,228 por semana');
    expect(hitPrice(hit('sale', 'eur'), 'usd', 'en')).toBe('Approx $1,225,000');
    expect(hitPrice(hit('sale', 'eur'), 'eur', 'en')).toBe('€1,134,228');
  });

  it('a record without its contract currency shows its prices as they are', () => {
    expect(hitPrice(hit('sale'), 'usd', 'en')).toBe('$1,225,000');
  });
});

describe("spec 2.8: a search card's length reads as the yacht pages write it, in the page's language", () => {
  const lengths = [0, 0.5, 1, 8.25, 9.999, 12.345, 12.355, 1.005, 42.5, 63.9, 63.95, 99.995, 100, 999.99, 1000, 1234.5, 9999.999, 12345.678, 123456.7, 1_234_567.89];
  it.each(['en', 'es'] as const)("%s: the same text as the pages' formatter for every size of length", (locale) => {
    for (const meters of lengths) expect(metresText(meters, locale), String(meters)).toBe(formatMeters(meters, locale));
  });

  it('Spanish decimals and groups, English ones in English', () => {
    expect(metresText(63.9, 'es')).toBe('63,9 m');
    expect(metresText(63.9, 'en')).toBe('63.9 m');
    expect(metresText(1234.5, 'es')).toBe('1234,5 m');
    expect(metresText(12345.5, 'es')).toBe('12.345,5 m');
    expect(metresText(1234.5, 'en')).toBe('1,234.5 m');
  });
});
