/**
 * The record builder of spec 9.2 on real generated CMS items (the demo generator's Delivery API
 * JSON): one yacht record per market view with the content.* attributes, general records for
 * destinations, events, news, editorials, people and offices, and broken items reported, not fatal.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildRecords, yachtRecords, type YachtRecord } from '../../schema/search/records';
import { placeOf } from '../../schema/search/general-records';
import { yachtApiSchema } from '../../schema/yacht/api';
import { priceMapSchema } from '../../schema/yacht/price';
import { generatedItems } from './source';
import { recordWordsFor } from './words';
import { FEATURES } from '../content/catalogue/features';
import { REGION_NAMES_ES, SUMMER_AREAS, WINTER_AREAS } from '../content/catalogue/reference';
import { sourceItemSchema } from '../../schema/search/records';
import { yachtView } from '../../schema/yacht/view';
import { contentItemSchema } from '../../schema/kontent';

const items = generatedItems(3, 24);
const en = buildRecords(items.en, 'en', recordWordsFor('en'));
const es = buildRecords(items.es, 'es', recordWordsFor('es'));

const yachtItems = items.en.map((raw) => sourceItemSchema.parse(raw)).filter((item) => item.system.type === 'yacht');
const elementValue = (item: (typeof yachtItems)[number], name: string): unknown => {
  const element = item.elements[name];
  return typeof element === 'object' && element !== null && 'value' in element ? element.value : undefined;
};

describe('search records (spec 9.2)', () => {
  it('every generated item becomes records without problems', () => {
    expect(en.problems).toEqual([]);
    expect(es.problems).toEqual([]);
  });

  it('one yacht record per market view: sale+charter yachts twice, ghost yachts not at all', () => {
    for (const item of yachtItems) {
      const type = z.array(z.object({ codename: z.string() })).parse(elementValue(item, 'yacht_type'))[0]?.codename;
      const records = en.yachts.filter((r) => r.objectID === `${item.system.codename}_charter` || r.objectID === `${item.system.codename}_sale`);
      const expected = type === 'sale_charter' ? ['charter', 'sale'] : type === 'ghost' ? [] : [type];
      expect(records.map((r) => r.content.type).sort(), item.system.codename).toEqual(expected);
    }
  });

  it('a yacht record carries the yacht data: lengths, year and count ranges, builder, prices per currency', () => {
    for (const record of en.yachts) {
      const item = yachtItems.find((i) => record.objectID === `${i.system.codename}_${record.content.type}`);
      if (!item) throw new Error(`no item for ${record.objectID}`);
      const api = yachtApiSchema.parse(JSON.parse(String(elementValue(item, 'api_data'))));
      const price = priceMapSchema.parse(JSON.parse(String(elementValue(item, 'price'))));
      const c = record.content;
      expect(c).toMatchObject({ yachtid: api.id, name: api.name, loaMeter: api.lengthMeters, loaFeet: api.lengthFeet, builderName: api.builderName });
      expect(c.url).toBe(record.url);
      expect(c.url).toMatch(c.type === 'sale' ? /^\/yacht-for-sale\// : /^\/yacht-for-charter\//);
      if (api.buildyear !== null) {
        const [from, to] = (c.builtyearRanges ?? '').split('-').map(Number);
        expect(api.buildyear).toBeGreaterThanOrEqual(from ?? NaN);
        expect(api.buildyear).toBeLessThanOrEqual(to ?? NaN);
      }
      expect(['Motor', 'Sail']).toContain(c.powerOrSail);
      expect(c.destinations).toEqual([...new Set([...api.locationSummerData, ...api.locationWinterData].map((a) => a.name))].sort());
      const poa = c.type === 'sale' && api.poa === 'true';
      for (const code of ['usd', 'eur', 'gbp', 'aud'] as const) {
        const raw = price[code][c.type];
        const expected = poa || raw === 'null' || Number(raw) === 0 ? undefined : Math.round(Number(raw));
        expect(c.exchangePrices[code], `${record.objectID} ${code}`).toBe(expected);
      }
    }
  });

  it('spec 9.2 ranges: guests and cabins fall in their bands', () => {
    const withGuests = en.yachts.filter((r): r is YachtRecord & { content: { numberoftotalguests: number } } => r.content.numberoftotalguests !== undefined);
    expect(withGuests.length).toBeGreaterThan(0);
    for (const r of withGuests) {
      const band = r.content.numberoftotalguestsRanges ?? '';
      const [min, max] = band.endsWith('+') ? [Number(band.slice(0, -1)), Infinity] : band.split('-').map(Number);
      expect(r.content.numberoftotalguests).toBeGreaterThanOrEqual(min ?? NaN);
      expect(r.content.numberoftotalguests).toBeLessThanOrEqual(max ?? NaN);
    }
  });

  it('Spanish records carry Spanish URLs and text, with the same yachts', () => {
    expect(es.yachts.map((r) => r.objectID)).toEqual(en.yachts.map((r) => r.objectID));
    for (const r of es.yachts) expect(r.url).toMatch(/^\/es\//);
  });

  it('general records for destinations, events, news, editorials, people and offices, with their facets', () => {
    const kinds = new Set(en.general.map((r) => r.kind));
    expect([...kinds].sort()).toEqual(['destinations', 'editorials', 'events', 'news', 'offices', 'people']);
    const person = en.general.find((r) => r.kind === 'people');
    expect(person).toMatchObject({ jobTitle: expect.any(String), department: expect.any(String), office: expect.any(String), country: expect.any(String) });
    const event = en.general.find((r) => r.kind === 'events');
    expect(event?.eventDate).toEqual(expect.any(Number));
    expect(event?.city).toEqual(expect.any(String));
    const news = en.general.find((r) => r.kind === 'news');
    expect(news).toMatchObject({ publicationYear: expect.any(Number), newsType: expect.any(String), url: expect.stringMatching(/^\//) });
    const office = en.general.find((r) => r.kind === 'offices');
    expect(office).toMatchObject({ city: expect.any(String), country: expect.any(String), _geoloc: { lat: expect.any(Number), lng: expect.any(Number) } });
  });

  it('a broken yacht item is reported and left out, never thrown', () => {
    const [first] = yachtItems;
    if (!first) throw new Error('no yachts');
    const broken = { ...first, elements: { ...first.elements, api_data: { type: 'custom', name: 'api_data', value: '{not json' } } };
    const result = buildRecords([broken, 'not an item'], 'en', recordWordsFor('en'));
    expect(result.yachts).toEqual([]);
    expect(result.problems.map((p) => p.codename).sort()).toEqual(['(unknown)', first.system.codename]);
    expect(Array.isArray(yachtRecords(first.system.codename, first.elements, 'en', recordWordsFor('en')))).toBe(true);
  });

  it('spec 9.2: Spanish yacht records name destinations and amenities in Spanish, English ones in English', () => {
    const values = (records: readonly YachtRecord[], key: 'destinations' | 'amenities') => new Set(records.flatMap((r) => r.content[key] ?? []));
    const esDestinations = values(es.yachts, 'destinations');
    const esAmenities = values(es.yachts, 'amenities');
    expect(esDestinations).toContain('Caribe');
    expect([...esDestinations].some((d) => d.startsWith('Mediterráneo'))).toBe(true);
    for (const english of ['Caribbean', 'East Mediterranean', 'West Mediterranean', 'Indian Ocean']) expect(esDestinations).not.toContain(english);
    expect(esAmenities).toContain('Piscina');
    for (const english of ['Swimming pool', 'Beach Club', 'Air conditioning']) expect(esAmenities).not.toContain(english);
    const spanish = recordWordsFor('es').amenities;
    for (const amenity of esAmenities) expect(Object.values(spanish)).toContain(amenity);
    expect(values(en.yachts, 'destinations')).toContain('Caribbean');
    expect(values(en.yachts, 'amenities')).toContain('Swimming pool');
  });

  it('every amenity and region of the demo data has its Spanish name', () => {
    const spanish = recordWordsFor('es').amenities;
    for (const feature of FEATURES) expect(Object.keys(spanish), feature.label).toContain(feature.label);
    for (const area of [...SUMMER_AREAS, ...WINTER_AREAS]) expect(Object.keys(REGION_NAMES_ES), area.name).toContain(area.name);
  });

  it("spec 4.2: each view's record carries the ribbon its yacht page shows, worded in the index's language", () => {
    const words = { en: recordWordsFor('en').newToTheFleet, es: recordWordsFor('es').newToTheFleet };
    const shown = { en: new Set<string>(), es: new Set<string>() };
    for (const [locale, records] of [
      ['en', en.yachts],
      ['es', es.yachts],
    ] as const) {
      const byCodename = new Map(items[locale].map((raw) => contentItemSchema.parse(raw)).map((item) => [item.system.codename, item]));
      for (const record of records) {
        const codename = record.objectID.replace(/_(charter|sale)$/, '');
        const item = byCodename.get(codename);
        if (!item) throw new Error(`no item for ${record.objectID}`);
        const page = yachtView(item, record.content.type, { locale, linkedItem: () => undefined, report: () => undefined });
        const expected = page?.ribbon ? (page.ribbon.source === 'editor' ? page.ribbon.text : words[locale]) : undefined;
        expect(record.content.ribbon, `${locale} ${record.objectID}`).toBe(expected);
        if (record.content.ribbon) shown[locale].add(record.content.ribbon);
      }
    }
    // The demo's editors' ribbons and 'new to the fleet' both reach search, each in its language.
    expect(shown.en).toContain('New to the fleet');
    expect(shown.es).toContain('Nuevo en la flota');
    expect([...shown.en].some((text) => text !== 'New to the fleet')).toBe(true);
    expect([...shown.es].some((text) => text !== 'Nuevo en la flota')).toBe(true);
    expect(shown.es).not.toContain('New to the fleet');
  });

  it('event addresses give a city and a country', () => {
    expect(placeOf('801 Seabreeze Boulevard, Fort Lauderdale, FL 33316, USA')).toEqual({ city: 'Fort Lauderdale', country: 'USA' });
    expect(placeOf('Port Hercule, Quai Antoine Ier, 98000 Monaco')).toEqual({ city: 'Monaco', country: 'Monaco' });
    expect(placeOf('Europaplein 24, 1078 GZ Amsterdam, the Netherlands')).toEqual({ city: 'Amsterdam', country: 'Netherlands' });
  });
});
