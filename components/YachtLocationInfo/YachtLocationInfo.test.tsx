// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { areaLinks, uniqueAreas, whereabouts } from '../../schema/components/yacht_location_info_component';
import { fx, item } from '../../schema/fixtures';
import { sampleYachtApi, validYachtElements } from '../../schema/yacht/yacht.fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { YachtLocationInfo } from './YachtLocationInfo';

const area = (id: string, name: string, locationName: string, locationUrl: string) => ({ id, name, locationName, locationUrl });
const summer = [
  area('1', 'West Mediterranean', 'Sardinia', '/destination/sardinia'),
  area('2', 'West Mediterranean', 'Sardinia', '/destination/sardinia'),
  area('3', 'West Mediterranean', 'Balearic Islands', '/destination/balearic-islands'),
  area('4', 'East Mediterranean', 'Croatia', ''),
];
const yacht = (api: object) => [
  item('yacht', 'yacht_aurora', {
    ...(validYachtElements[0] ?? {}),
    api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, ...api })),
  }),
];
const page = (yachtType: 'charter' | 'sale') => ({
  yachtType,
  yacht: 'yacht_aurora',
  berth: null,
  path: '/yacht-for-sale/aurora',
  gallery: null,
});

describe('yacht_location_info_component (spec 3.3 cruising areas)', () => {
  it('de-duplicates by name and url, the first entry winning', () => {
    expect(uniqueAreas(summer).map((a) => a.id)).toEqual(['1', '3', '4']);
    expect(uniqueAreas([area('a', 'X', 'P', '/d/p'), area('b', 'Y', 'P', '/d/p'), area('c', 'X', 'Q', '/d/q')]).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('links each area to its destination in the page language; an area without a path is plain text', () => {
    const links = areaLinks(summer, (path) => `/es${path}/`);
    expect(links.map((l) => [l.place, l.href])).toEqual([
      ['Sardinia', '/es/destination/sardinia/'],
      ['Balearic Islands', '/es/destination/balearic-islands/'],
      ['Croatia', null],
    ]);
    expect(areaLinks([area('x', 'Med', 'Elsewhere', 'https://example.com')], (p) => p)[0]?.href).toBeNull();
  });

  it('a sale page also says where the yacht is lying; a charter page does not', async () => {
    const api = {
      locationSummerData: summer,
      locationWinterData: [area('w', 'Caribbean', 'St Barths', '/destination/st-barths')],
      lying: 'Antibes, France',
      berth: 'Port Vauban',
      country: 'France',
    };
    const sale = await renderDom(
      <YachtLocationInfo
        {...propsFor('yacht_location_info_component', {}, 'en', {
          page: page('sale'),
          linked: yacht(api),
        })}
      />,
    );
    const text = sale.container.textContent;
    expect(text).toContain('Cruising areas');
    expect(sale.getByRole('link', { name: 'St Barths' }).getAttribute('href')).toBe('/destination/st-barths/');
    expect(sale.getAllByText('Sardinia')).toHaveLength(1);
    expect(text).toContain('Antibes, France');
    expect(text).toContain('Port Vauban');
    expect(sale.container.querySelector('#location')).not.toBeNull();
    const charter = await renderDom(
      <YachtLocationInfo
        {...propsFor('yacht_location_info_component', {}, 'en', {
          page: page('charter'),
          linked: yacht(api),
        })}
      />,
    );
    expect(charter.container.textContent).not.toContain('Port Vauban');
  });

  it('in Spanish the places keep their names and the countries are Spanish (spec 3.3)', async () => {
    const lyingInFrance = { locationSummerData: [], locationWinterData: [], lying: 'Antibes, France', berth: 'Port Vauban', country: 'France' };
    const es = await renderDom(<YachtLocationInfo {...propsFor('yacht_location_info_component', {}, 'es', { page: page('sale'), linked: yacht(lyingInFrance) })} />);
    expect(es.container.textContent).toContain('Antibes, Francia');
    expect(es.container.textContent).not.toContain('France');
    const countryApart = { ...lyingInFrance, lying: 'Port Hercule', country: 'Monaco' };
    const apart = await renderDom(<YachtLocationInfo {...propsFor('yacht_location_info_component', {}, 'es', { page: page('sale'), linked: yacht(countryApart) })} />);
    expect(apart.getByText('Port Hercule')).toBeTruthy();
    expect(apart.getByText('Mónaco')).toBeTruthy();
  });

  it('the country is named once when lying already says it, and nothing shows without any place', async () => {
    expect(whereabouts({ lying: 'Antibes, France', berth: '', country: 'France' })).toEqual({ lying: { kind: 'place', place: 'Antibes', country: 'France' }, berth: null, country: null });
    expect(whereabouts({ lying: '', berth: '', country: '' })).toBeNull();
    const empty = {
      locationSummerData: [],
      locationWinterData: [],
      lying: '',
      berth: '',
      country: '',
    };
    expect(
      (
        await renderDom(
          <YachtLocationInfo
            {...propsFor('yacht_location_info_component', {}, 'en', {
              page: page('sale'),
              linked: yacht(empty),
            })}
          />,
        )
      ).container.childNodes,
    ).toHaveLength(0);
  });
});
