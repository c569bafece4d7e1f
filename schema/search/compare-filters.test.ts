import { describe, expect, it } from 'vitest';
import { rangeFilter, searchFilters } from './compare-filters';

describe('spec 5.5 compare search filters', () => {
  it('turns a range into "attr:min TO max", "attr >= min" or "attr <= max"', () => {
    expect(rangeFilter('content.loaMeter', '30:50')).toBe('content.loaMeter:30 TO 50');
    expect(rangeFilter('content.loaMeter', '30:')).toBe('content.loaMeter >= 30');
    expect(rangeFilter('content.loaMeter', ':50.5')).toBe('content.loaMeter <= 50.5');
    expect(rangeFilter('content.loaMeter', ':')).toBeNull();
    expect(rangeFilter('content.loaMeter', 'thirty:fifty')).toBeNull();
  });

  it('turns menu and list values into facet filters, OR-ing values of one attribute', () => {
    const filters = searchFilters({
      menu: { 'content.type': 'charter' },
      list: { 'content.builderName': ['Benetti', 'Feadship'], 'content.amenities': ['Gym'], 'content.destinations': [] },
      range: { 'content.exchangePrices.usd': '100000:' },
      numericMenu: { 'content.numberofcrews': ':8' },
    });
    expect(filters).toEqual({
      facetFilters: ['content.type:charter', ['content.builderName:Benetti', 'content.builderName:Feadship'], ['content.amenities:Gym']],
      numericFilters: ['content.exchangePrices.usd >= 100000', 'content.numberofcrews <= 8'],
    });
  });
});
