import { describe, expect, it } from 'vitest';
import { ribbon } from './ribbon';

const fresh = { saleNewToMarket: 'true', charterNewToMarket: 'false' } as const;

describe('ribbon', () => {
  it('spec 4.2: an explicit ribbonText wins over the new-to-market flags', () => {
    expect(ribbon({ ribbonText: 'Price reduced', yachtType: 'sale', activeType: 'sale', api: fresh })).toEqual({ source: 'editor', text: 'Price reduced' });
    expect(ribbon({ ribbonText: 'Just refitted', yachtType: 'ghost', activeType: 'charter', api: fresh })?.text).toBe('Just refitted');
  });

  it("spec 4.2: 'New to the fleet' when the active type's flag is 'true' and the yacht has that type", () => {
    expect(ribbon({ ribbonText: '', yachtType: 'sale+charter', activeType: 'sale', api: fresh })).toEqual({ source: 'newToTheFleet', text: 'New to the fleet' });
    expect(ribbon({ yachtType: 'charter', activeType: 'charter', api: { saleNewToMarket: 'false', charterNewToMarket: 'true' } })?.text).toBe('New to the fleet');
  });

  it("spec 4.2: no ribbon when the active type's flag is 'false', or the yacht is not offered in that type", () => {
    expect(ribbon({ ribbonText: '  ', yachtType: 'sale+charter', activeType: 'charter', api: fresh })).toBeNull();
    expect(ribbon({ yachtType: 'charter', activeType: 'sale', api: fresh })).toBeNull();
    expect(ribbon({ yachtType: 'ghost', activeType: 'sale', api: fresh })).toBeNull();
    expect(ribbon({ yachtType: 'sale', activeType: 'none', api: fresh })).toBeNull();
  });
});
