import { describe, expect, it } from 'vitest';
import { fromYachtListText, toYachtListText } from './yacht-list-text';

// Spec 4.3, 7.2: the yacht list the search page carries for previous/next.
describe('the search page yacht list as text', () => {
  const list = [
    { Url: '/yacht-for-sale/serenity/', YachtId: 'Y10048_SE' },
    { Url: '/yacht-for-charter/poseidon/', YachtId: 'Y10028_PO' },
    { Url: '/yacht-for-sale/elysium/', YachtId: 'Y10024_EL' },
    { Url: '/es/yacht-for-charter/shangri-la/', YachtId: 'Y10014_SH' },
  ];

  it('reads back the same yachts in the same order', () => {
    expect(fromYachtListText(toYachtListText(list))).toEqual(list);
  });

  it('is about half as long as the list written out', () => {
    const many = Array.from({ length: 72 }, (_, i) => ({ Url: `/yacht-for-${i % 2 ? 'sale' : 'charter'}/yacht-${i}/`, YachtId: `Y${10000 + i}_YA` }));
    expect(fromYachtListText(toYachtListText(many))).toEqual(many);
    expect(JSON.stringify(toYachtListText(many)).length).toBeLessThan(JSON.stringify(many.map((y) => [y.Url, y.YachtId])).length * 0.6);
  });

  it('leaves out a yacht it could not read back and reads nothing from a broken text', () => {
    expect(fromYachtListText(toYachtListText([{ Url: '/yacht-for-sale/a b/', YachtId: 'Y1' }, ...list]))).toEqual(list);
    expect(fromYachtListText({ folders: ['/x/'], yachts: '7:a/|Y1 nonsense 0:b/|Y2' })).toEqual([{ Url: '/x/b/', YachtId: 'Y2' }]);
  });
});
