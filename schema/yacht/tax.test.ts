import { describe, expect, it } from 'vitest';
import { priceSuffix, taxLabel, taxSuffix, usTaxNote } from './tax';

describe('tax label, suffix and note (spec 9.1)', () => {
  it("spec 9.1: VAT and US duty paid, EU VAT paid, US duty paid, else 'Price'", () => {
    expect(taxLabel({ y_vatpaid_int: 1, y_taxpaid_int: 1 })).toBe('VAT & US Duty Paid');
    expect(taxLabel({ y_vatpaid_int: 1, y_taxpaid_int: 0 })).toBe('EU VAT Paid');
    expect(taxLabel({ y_vatpaid_int: 0, y_taxpaid_int: 1 })).toBe('US Duty Paid');
    expect(taxLabel({ y_vatpaid_int: 0, y_taxpaid_int: 0 })).toBe('Price');
  });

  it('spec 9.1: the suffix is read from the formatted price', () => {
    expect(priceSuffix({ priceFormatted: '82,500,000 (VAT & US Duty Paid)' })).toBe('(VAT & US Duty Paid)');
    expect(priceSuffix({ priceFormatted: '82,500,000 (US Duty Paid)' })).toBe('(US Duty Paid)');
    expect(priceSuffix({ priceFormatted: '82,500,000' })).toBeNull();
    expect(priceSuffix({ priceFormatted: '' })).toBeNull();
  });

  it('spec 9.1: the US note goes with a yacht not available for sale to US residents', () => {
    expect(usTaxNote({ priceFormatted: '12,000,000 (Not available for sale to US Residents)' })).toBe('Not for sale or charter to U.S. residents while in U.S. waters.');
    expect(usTaxNote({ priceFormatted: '12,000,000 (US Duty Paid)' })).toBeNull();
  });
});

describe('the suffix a page shows (spec 9.1)', () => {
  it("one of spec 9.1's suffixes by its key, so the page can say it in its language; any other as written", () => {
    expect(taxSuffix({ y_vatpaid_int: 1, y_taxpaid_int: 0, priceFormatted: '82,500,000 (VAT & US Duty Paid)' })).toEqual({ key: 'vatAndUsDutyPaid' });
    expect(taxSuffix({ y_vatpaid_int: 0, y_taxpaid_int: 0, priceFormatted: '12,000,000 (Not available for sale to US Residents)' })).toEqual({ key: 'notForUsResidents' });
    expect(taxSuffix({ y_vatpaid_int: 0, y_taxpaid_int: 0, priceFormatted: '12,000,000 (Lying in Antibes)' })).toEqual({ text: '(Lying in Antibes)' });
  });

  it('none when it repeats the tax label above it, or the data writes none', () => {
    expect(taxSuffix({ y_vatpaid_int: 0, y_taxpaid_int: 1, priceFormatted: '82,500,000 (US Duty Paid)' })).toBeNull();
    expect(taxSuffix({ y_vatpaid_int: 0, y_taxpaid_int: 1, priceFormatted: '82,500,000' })).toBeNull();
  });
});
