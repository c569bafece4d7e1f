import { describe, expect, it } from 'vitest';
import { currencyForCountry, formatAmount, isEmptyPrice, isPriceCurrency, priceValue } from './currency';

describe('price values', () => {
  it("spec 5.1: missing, 'null' in any case and '0' are empty", () => {
    for (const empty of [undefined, null, '', ' ', 'null', 'NULL', 'Null', '0', '0.00']) expect(isEmptyPrice(empty)).toBe(true);
    for (const value of ['295000', '1.0800', '1']) expect(isEmptyPrice(value)).toBe(false);
    expect(priceValue('NULL')).toBeNull();
    expect(priceValue('0')).toBeNull();
    expect(priceValue('29500000')).toBe(29500000);
  });

  it('spec 9.1: amounts are in the en-US number style with no decimals', () => {
    expect(formatAmount(82500000)).toBe('82,500,000');
    expect(formatAmount(318600.6)).toBe('318,601');
    expect(formatAmount(950)).toBe('950');
  });
});

describe('currencyForCountry', () => {
  it('spec 9.1: the country table picks the display currency', () => {
    expect(currencyForCountry('AU')).toBe('aud');
    expect(currencyForCountry('CA')).toBe('usd');
    expect(currencyForCountry('IE')).toBe('eur');
    expect(currencyForCountry('GB')).toBe('gbp');
    expect(currencyForCountry('LR')).toBe('usd');
    expect(currencyForCountry('MM')).toBe('usd');
    expect(currencyForCountry('US')).toBe('usd');
    expect(currencyForCountry('us')).toBe('usd');
  });

  it('spec 9.1: any other country, or none, gets EUR', () => {
    expect(currencyForCountry('ES')).toBe('eur');
    expect(currencyForCountry('XX')).toBe('eur');
    expect(currencyForCountry('')).toBe('eur');
    expect(currencyForCountry(undefined)).toBe('eur');
    expect(currencyForCountry('constructor')).toBe('eur');
  });

  it('accepts only the display currencies', () => {
    expect(isPriceCurrency('gbp')).toBe(true);
    expect(isPriceCurrency('GBP')).toBe(false);
    expect(isPriceCurrency('chf')).toBe(false);
  });
});
