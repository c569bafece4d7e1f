import { describe, expect, it } from 'vitest';
import { yachtApiSchema } from '../yacht/api';
import { sampleYachtApi } from '../yacht/yacht.fixtures';
import { DATA_AS_GIVEN, type YachtDataWords } from '../yacht/data-words';
import { shownSpecValue, specRows, type SpecValue } from './specification_table_component.rows';
import { featureGroups } from './yacht_feature_component';

const api = (patch: object = {}) => yachtApiSchema.parse({ ...sampleYachtApi, ...patch });
const byKey = (rows: ReturnType<typeof specRows>) => Object.fromEntries(rows.map((row) => [row.key, row.value]));
/** A row's value in the page's words; a row the yacht lacks fails the test that asks for it. */
const shown = (value: SpecValue | undefined, words: YachtDataWords) => {
  if (!value) throw new Error('no such row');
  return shownSpecValue(value, words);
};

describe('specification rows (spec 3.3 spec labels shown)', () => {
  it('lengths in metres and in feet with inches as the data gives them', () => {
    const rows = byKey(specRows(api({ lengthMeters: 42.5, lengthFeet: 139, lengthInches: 5 }), 'charter', 'en'));
    expect(rows.length).toEqual({ kind: 'length', m: '42.5 m', ft: `139' 5"` });
    expect(rows.beam).toEqual({ kind: 'length', m: '9.4 m', ft: `30' 10"` });
    expect(byKey(specRows(api({ lengthInches: null }), 'sale', 'en')).length).toEqual({ kind: 'length', m: '50 m', ft: `164'` });
  });

  it('only rows with values, in the order of the spec', () => {
    const keys = specRows(api(), 'charter', 'en').map((row) => row.key);
    expect(keys).not.toContain('minDraft');
    expect(keys).not.toContain('refit');
    expect(keys).not.toContain('lying');
    expect(keys.slice(0, 4)).toEqual(['length', 'beam', 'draft', 'grossTonnage']);
  });

  it('cabins with their kinds, engines, generators counted, stabilizers at anchor & underway', () => {
    const rows = byKey(specRows(api(), 'sale', 'en'));
    expect(rows.cabins).toEqual({
      kind: 'cabins',
      total: 6,
      parts: [
        { kind: 'double', count: 4 },
        { kind: 'twin', count: 2 },
      ],
    });
    expect(rows.engines).toEqual({ kind: 'text', text: '2 x MTU 12V 2000 M72 (1,450 hp)' });
    expect(rows.generators).toEqual({ kind: 'text', text: '2 x Northern Lights 80 kW' });
    expect(shown(rows.stabilizers, DATA_AS_GIVEN)).toEqual({ kind: 'text', text: 'Zero speed (At anchor & underway)' });
    expect(rows.built).toEqual({ kind: 'text', text: '2019' });
    expect(shown(rows.lying, DATA_AS_GIVEN)).toEqual({ kind: 'text', text: 'Monaco, Monaco' });
  });

  it("names the data's terms in the page's language: hull material, flag, when the stabilisers work", () => {
    const rows = byKey(specRows(api({ hullmaterialname: 'Steel', flag: 'Cayman Islands', stabilisers: 'Zero speed', stabilizersspeed: 'Underway' }), 'charter', 'en'));
    const spanish = { ...DATA_AS_GIVEN, materials: { Steel: 'Acero' }, countries: { 'Cayman Islands': 'Islas Caimán' }, stabilizers: { Underway: 'En navegación' } };
    expect(shown(rows.hullMaterial, spanish)).toEqual({ kind: 'text', text: 'Acero' });
    expect(shown(rows.flag, spanish)).toEqual({ kind: 'text', text: 'Islas Caimán' });
    expect(shown(rows.stabilizers, spanish)).toEqual({ kind: 'text', text: 'Zero speed (En navegación)' });
    expect(shown(rows.flag, DATA_AS_GIVEN)).toEqual({ kind: 'text', text: 'Cayman Islands' });
    const sale = byKey(specRows(api({ lying: 'West Palm Beach, United States', country: 'United States' }), 'sale', 'en'));
    expect(shown(sale.lying, { ...DATA_AS_GIVEN, countries: { 'United States': 'Estados Unidos' } })).toEqual({ kind: 'text', text: 'West Palm Beach, Estados Unidos' });
  });

  it('charter pages show the charter guests, cabins and crew', () => {
    const yacht = api({ sleepingguests: 10, numberoftotalguests: 12, chartercabins: 5, cabins: 6, chartercrew: 11, numberofcrew: 13 });
    const charter = byKey(specRows(yacht, 'charter', 'en'));
    const sale = byKey(specRows(yacht, 'sale', 'en'));
    expect([charter.guests, charter.crew]).toEqual([
      { kind: 'number', value: 10, unit: null },
      { kind: 'number', value: 11, unit: null },
    ]);
    expect([sale.guests, sale.crew]).toEqual([
      { kind: 'number', value: 12, unit: null },
      { kind: 'number', value: 13, unit: null },
    ]);
    expect(charter.cabins).toMatchObject({ total: 5 });
  });
});

describe('feature groups (spec 3.4)', () => {
  const feature = (feature: string, category: string, displayOrder: number, charterPublish = 'true', salesPublish = 'true') => ({
    id: feature,
    displayOrder,
    category,
    feature,
    seo: '',
    featureURL: '',
    charterPublish,
    salesPublish,
  });
  const features = api({
    featureData: [
      feature('Gym', 'Guest - Fitness', 3),
      feature('Helipad Touch&Go', 'Transport', 1, 'false', 'true'),
      feature('Swimming pool', 'Guest area', 2),
      feature('Beach Club', 'Guest area', 4, 'true', 'false'),
      feature('Sauna', 'Guest - Spa', 5),
    ],
  }).featureData;

  it('only features published for the view, by category in displayOrder', () => {
    expect(featureGroups(features, 'charter')).toEqual([
      { category: 'Guest area', features: ['Swimming pool', 'Beach Club'] },
      { category: 'Guest - Fitness', features: ['Gym'] },
      { category: 'Guest - Spa', features: ['Sauna'] },
    ]);
    expect(featureGroups(features, 'sale').map((g) => g.category)).toEqual(['Transport', 'Guest area', 'Guest - Fitness', 'Guest - Spa']);
    expect(featureGroups(features, 'sale')[1]?.features).toEqual(['Swimming pool']);
  });
});
