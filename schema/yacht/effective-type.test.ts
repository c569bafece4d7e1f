import { describe, expect, it } from 'vitest';
import { effectiveType, filterByMarketStatus, keepsSlide, marketTypeOf, showsPrice, yachtTypeOf, yachtTypes, type MarketType } from './effective-type';

describe('effectiveType', () => {
  it('spec 4.1: a sale+charter yacht takes the type of the page showing it', () => {
    expect(effectiveType('sale+charter', 'charter')).toBe('charter');
    expect(effectiveType('sale+charter', 'sale')).toBe('sale');
  });

  it('spec 4.1: a yacht whose type equals the page type keeps it', () => {
    expect(effectiveType('charter', 'charter')).toBe('charter');
    expect(effectiveType('sale', 'sale')).toBe('sale');
  });

  it('spec 4.1: any other combination is ghost, and ghost yachts show no price', () => {
    expect(effectiveType('sale', 'charter')).toBe('ghost');
    expect(effectiveType('charter', 'sale')).toBe('ghost');
    expect(effectiveType('ghost', 'sale')).toBe('ghost');
    expect(effectiveType('none', 'charter')).toBe('ghost');
    expect(effectiveType('sale+charter', 'none')).toBe('ghost');
    expect(showsPrice(effectiveType('ghost', 'charter'))).toBe(false);
    expect(showsPrice(effectiveType('sale+charter', 'charter'))).toBe(true);
  });

  it('reads the CMS market type and the yacht data type alike', () => {
    expect(yachtTypeOf('sale_charter')).toBe('sale+charter');
    expect(yachtTypeOf('sale+charter')).toBe('sale+charter');
    expect(yachtTypeOf('ghost')).toBe('ghost');
    expect(yachtTypeOf(undefined)).toBe('none');
    expect(marketTypeOf('sale_charter')).toBe('both');
    expect(yachtTypes('sale+charter')).toEqual(['sale', 'charter']);
    expect(yachtTypes('ghost')).toEqual([]);
  });
});

describe('market status (spec 5.3)', () => {
  const yachts: Array<{ name: string; type: MarketType }> = [
    { name: 'A', type: 'charter' },
    { name: 'B', type: 'sale' },
    { name: 'C', type: 'both' },
    { name: 'D', type: 'ghost' },
  ];
  const names = (status: MarketType | undefined) => filterByMarketStatus(yachts, status, (y) => y.type).map((y) => y.name);

  it('spec 5.3: no status includes every yacht', () => {
    expect(names(undefined)).toEqual(['A', 'B', 'C', 'D']);
    expect(names('none')).toEqual(['A', 'B', 'C', 'D']);
  });

  it('spec 5.3: a charter or sale filter includes that type and yachts of type both', () => {
    expect(names('charter')).toEqual(['A', 'C']);
    expect(names('sale')).toEqual(['B', 'C']);
  });

  it('spec 5.3: charter slides keep charter or both yachts, sale slides sale or both', () => {
    expect((['charter', 'sale', 'both', 'ghost'] as const).filter((t) => keepsSlide('charter', t))).toEqual(['charter', 'both']);
    expect((['charter', 'sale', 'both', 'ghost'] as const).filter((t) => keepsSlide('sale', t))).toEqual(['sale', 'both']);
  });
});
