import { describe, expect, it } from 'vitest';
import { crossRate } from './rates';
import { apiData, contractCurrencies, feetInches, priceMap } from './yacht-api';
import { yachtFacts, type YachtFacts } from './yacht-facts';

const fleet: YachtFacts[] = Array.from({ length: 120 }, (_, i) => yachtFacts(1, i));

describe('yacht data (spec 3.3, 9.1)', () => {
  it('spec 3.3: feet and inches are derived from metres, inches below 12', () => {
    expect(feetInches(30)).toEqual({ feet: 98, inches: 5 });
    expect(feetInches(100)).toEqual({ feet: 328, inches: 1 });
    // 0.3 m is 11.8 in: rounding carries into a whole foot.
    expect(feetInches(0.3)).toEqual({ feet: 1, inches: 0 });
    for (const y of fleet) {
      const api = apiData(y, '', { charter: '', sale: '' });
      expect(api.lengthFeet * 12 + (api.lengthInches ?? 0)).toBe(Math.round(y.length / 0.0254));
      expect(api.lengthInches ?? 0).toBeLessThan(12);
    }
  });

  it('spec 3.3: realistic dimensions, at most 12 charter guests, builders of the brief', () => {
    for (const y of fleet) {
      expect(y.length).toBeGreaterThanOrEqual(30);
      expect(y.length).toBeLessThanOrEqual(110);
      if (y.dataType !== 'sale') expect(y.guests).toBeLessThanOrEqual(12);
      expect(y.crew).toBeGreaterThan(0);
    }
    expect(new Set(fleet.map((y) => y.builder.name)).size).toBeGreaterThanOrEqual(10);
  });

  it('spec 9.1: prices are en-US formatted with the suffixes of spec 9.1; POA only for sale yachts without a price', () => {
    for (const y of fleet) {
      const api = apiData(y, '', { charter: '', sale: '' });
      if (api.priceFormatted) expect(api.priceFormatted).toMatch(/^\d{1,3}(,\d{3})*( \((VAT & US Duty Paid|US Duty Paid|Not available for sale to US Residents)\))?$/);
      expect(api.poa).toBe(String(y.sale !== null && y.sale.price === null));
    }
  });

  it('spec 3.3 / 9.1: the price map holds strings in four currencies; the contract currency has rate 1', () => {
    for (const y of fleet) {
      const map = priceMap(y);
      expect(Object.keys(map).sort()).toEqual(['aud', 'eur', 'gbp', 'usd']);
      for (const entry of Object.values(map)) for (const v of Object.values(entry)) expect(typeof v).toBe('string');
      if (y.sale?.price) {
        const contract = y.sale.currency.toLowerCase();
        const withRateOne = Object.values(map)
          .filter((e) => e.saleExchangeRate === '1.0000')
          .map((e) => e.code);
        expect(withRateOne).toEqual([contract]);
        expect(map.gbp?.sale).toBe(String(Math.round(y.sale.price * crossRate(y.sale.currency === 'EUR' ? 'eur' : 'usd', 'gbp'))));
      }
      if (!y.sale && !y.charter) {
        expect(Object.values(map).every((e) => e.sale === 'null' && e.charter === 'null')).toBe(true);
        expect(contractCurrencies(y)).toBeNull();
      }
    }
  });

  it('spec 3.3: contract currencies are lower case, "" or "null"', () => {
    for (const y of fleet) {
      const c = contractCurrencies(y);
      if (c) for (const v of Object.values(c)) expect(['eur', 'usd', '', 'null']).toContain(v);
    }
  });
});
