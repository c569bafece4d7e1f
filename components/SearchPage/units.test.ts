import { describe, expect, it } from 'vitest';
import { parseRange, parseSearchUrl } from '../../schema/search/url-state';
import { convertLength, convertLengthRange, lengthUnitOf, priceCurrencyOf } from './units';

const state = (query: string) => parseSearchUrl(new URLSearchParams(query));

describe('length range follows the unit (spec 2.10 units helper)', () => {
  it('feet to metres: 120-200 ft becomes 36.5-61 m, widened so no yacht of the feet range drops out', () => {
    const next = convertLengthRange(state('r[content.loaFeet]=120:200&p=3'), 'm');
    expect(next.range).toEqual({ 'content.loaMeter': '36.5:61' });
    expect(next.page).toBe(1);
  });

  it('metres to feet rounds to whole feet outwards', () => {
    expect(convertLengthRange(state('r[content.loaMeter]=40:60'), 'ft').range).toEqual({ 'content.loaFeet': '131:197' });
  });

  it('an open end stays open and other ranges are kept', () => {
    const next = convertLengthRange(state('r[content.loaMeter]=50:&r[content.exchangePrices.usd]=0:5000000'), 'ft');
    expect(next.range).toEqual({ 'content.exchangePrices.usd': '0:5000000', 'content.loaFeet': '164:' });
  });

  it("every yacht inside a converted range was inside the original one and vice versa, at the records' precision", () => {
    for (const [min, max] of [
      [100, 150],
      [33, 87],
      [164, 330],
    ] as const) {
      const metres = parseRange(convertLengthRange(state(`r[content.loaFeet]=${min}:${max}`), 'm').range['content.loaMeter'] ?? '');
      expect(metres?.min).toBeLessThanOrEqual(min / 3.28084);
      expect(metres?.max).toBeGreaterThanOrEqual(max / 3.28084);
      expect((metres?.max ?? 0) - max / 3.28084).toBeLessThan(0.1);
    }
  });

  it('nothing to convert leaves the state as it was', () => {
    const before = state('q=sail');
    expect(convertLengthRange(before, 'ft')).toBe(before);
    expect(convertLength(10, 'ft', 'min')).toBe(32);
  });

  it('reads the unit and currency of the active ranges', () => {
    expect(lengthUnitOf(state('r[content.loaFeet]=100:'))).toBe('ft');
    expect(lengthUnitOf(state(''))).toBeNull();
    expect(priceCurrencyOf(state('r[content.exchangePrices.gbp]=:900000'))).toBe('gbp');
  });
});
