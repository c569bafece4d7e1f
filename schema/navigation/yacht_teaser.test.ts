/** Spec 2.6, 3.11: the yacht teaser rows of a menu item. */
import { describe, expect, it } from 'vitest';
import { dam, fx, item, sampleImage } from '../fixtures';
import { mapElements } from '../../testing/map-elements';
import { menuItem } from './menu_item';

const yacht = (codename: string, name: string, charter: string, sale: string) =>
  item('yacht', codename, { name: fx.text(name), profile_image: dam(sampleImage), url_charter: fx.text(charter), url_sale: fx.text(sale) });

const linked = {
  y_both: yacht('y_both', 'Aurora', '/yacht-for-charter/aurora', '/yacht-for-sale/aurora'),
  y_charter: yacht('y_charter', 'Boreas', '/yacht-for-charter/boreas', ''),
  y_sale: yacht('y_sale', 'Calypso', '', '/yacht-for-sale/calypso'),
  y_broken: item('yacht', 'y_broken', { name: fx.text('') }),
};

const itemWith = (...yachts: string[]) =>
  mapElements(menuItem, { text: fx.text('Charter'), url: fx.text('/yacht-charter'), yacht_teasers: fx.linked(...yachts) }, { linkedItems: linked, locale: 'es' });

describe('menu_item yacht teasers (spec 2.6, 3.11)', () => {
  it('links a charter row to the charter pages, localised, with the profile image', () => {
    const { props } = itemWith('y_both', 'y_charter');
    expect(props.yachts.map((y) => [y.name, y.href])).toEqual([
      ['Aurora', '/es/yacht-for-charter/aurora/'],
      ['Boreas', '/es/yacht-for-charter/boreas/'],
    ]);
    expect(props.yachts[0]?.image?.url).toBe(sampleImage.url);
  });

  it('links a row with a sale-only yacht to the sale pages', () => {
    const { props } = itemWith('y_both', 'y_sale');
    expect(props.yachts.map((y) => y.href)).toEqual(['/es/yacht-for-sale/aurora/', '/es/yacht-for-sale/calypso/']);
  });

  it('leaves out a yacht without a name and tells the editor', () => {
    const { props, issues } = itemWith('y_broken', 'y_charter');
    expect(props.yachts).toHaveLength(1);
    expect(issues.map((i) => i.item.codename)).toContain('y_broken');
  });
});
