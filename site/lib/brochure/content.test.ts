import { describe, expect, it } from 'vitest';
import { item, fx } from '../../../schema/fixtures';
import { sampleYachtApi, validYachtElements } from '../../../schema/yacht/yacht.fixtures';
import { yachtView } from '../../../schema/yacht/view';
import { brochureContent, htmlParagraphs } from './content';
import { offeredIn, parseBrochureRequest } from './offer';

const ctx = { locale: 'en' as const, linkedItem: () => undefined, report: () => undefined };
const base = validYachtElements[0] ?? {};

const viewWith = (api: object, view: 'charter' | 'sale', extra: Record<string, unknown> = {}) => {
  const yacht = yachtView(item('yacht', 'y', { ...base, api_data: fx.custom(JSON.stringify({ ...sampleYachtApi, ...api })), ...extra }), view, ctx);
  if (!yacht) throw new Error('fixture yacht must map');
  return yacht;
};

describe('brochure content (spec 9.1)', () => {
  it('key figures give the length in m and ft, guests, cabins, crew, builder and year', () => {
    const content = brochureContent(viewWith({}, 'sale'), 'sale', 'en', 'u');
    expect(content.keyFigures.map((row) => row.label)).toEqual(['Length', 'Guests', 'Cabins', 'Crew', 'Builder', 'Year built']);
    expect(content.keyFigures[0]?.value).toBe(`50 m (164' 0")`);
    expect(content.fileName).toBe('aurora-sale-brochure.pdf');
  });

  it('spec 9.1: a POA sale says POA; a ghost yacht has no price line', () => {
    expect(brochureContent(viewWith({ poa: 'true' }, 'sale'), 'sale', 'en', 'u').price?.text).toBe('POA');
    const ghost = viewWith({}, 'sale', { yacht_type: fx.choice('ghost') });
    expect(brochureContent(ghost, 'sale', 'en', 'u').price).toBeNull();
  });

  it("spec 9.1: a charter price is 'From {price} p/week' in the contract currency, never 'Approx'", () => {
    const price = brochureContent(viewWith({}, 'charter'), 'charter', 'en', 'u').price;
    expect(price?.text).toMatch(/^From (€|\$)[\d,]+ p\/week$/);
    expect(price?.text).not.toContain('Approx');
  });

  it('features are those published for the view; cruising areas are de-duplicated (spec 3.3, 3.4)', () => {
    const area = { id: 'a', name: 'West Med', locationName: 'Sardinia', locationUrl: '/destination/sardinia' };
    const yacht = viewWith(
      {
        featureData: [
          { ...sampleYachtApi.featureData[0], feature: 'Gym', charterPublish: 'false', salesPublish: 'true' },
          { ...sampleYachtApi.featureData[0], feature: 'Sauna', charterPublish: 'true', salesPublish: 'true' },
        ],
        locationSummerData: [area, { ...area, id: 'b' }],
      },
      'charter',
    );
    const content = brochureContent(yacht, 'charter', 'en', 'u');
    expect(content.features).toEqual(['Sauna']);
    expect(content.cruising.summer).toEqual(['Sardinia']);
  });

  it("a Spanish brochure names the data's features, hull and flag in Spanish", () => {
    const yacht = viewWith({ featureData: [{ ...sampleYachtApi.featureData[0], feature: 'Swimming pool', salesPublish: 'true' }], hullmaterialname: 'Steel', flag: 'Cayman Islands' }, 'sale');
    const content = brochureContent(yacht, 'sale', 'es', 'u');
    expect(content.features).toEqual(['Piscina']);
    const spec = Object.fromEntries(content.specification.map((row) => [row.label, row.value]));
    expect(Object.values(spec)).toEqual(expect.arrayContaining(['Acero', 'Islas Caimán']));
  });

  it('a Spanish brochure gives the tax label, the suffix and the US note in Spanish (spec 9.1)', () => {
    const taxed = viewWith({ y_vatpaid_int: 1, y_taxpaid_int: 0, priceFormatted: '29,500,000 (VAT & US Duty Paid)' }, 'sale');
    const price = brochureContent(taxed, 'sale', 'es', 'u').price;
    expect(price?.label).toBe('IVA de la UE pagado');
    expect(price?.text).toMatch(/ \(IVA y aranceles de EE\. UU\. pagados\)$/);
    const notForUs = viewWith({ y_vatpaid_int: 0, y_taxpaid_int: 0, priceFormatted: '29,500,000 (Not available for sale to US Residents)' }, 'sale');
    expect(brochureContent(notForUs, 'sale', 'es', 'u').price?.note).toMatch(/^No disponible para la venta ni el alquiler a residentes de EE\. UU\./);
    expect(brochureContent(notForUs, 'sale', 'en', 'u').price?.note).toBe('Not for sale or charter to U.S. residents while in U.S. waters.');
  });

  it('the description is read as paragraphs of plain text', () => {
    expect(htmlParagraphs('<p>A &amp; B</p><p><strong>Fast</strong><br>and quiet</p>')).toEqual(['A & B', 'Fast', 'and quiet']);
  });
});

describe('brochure requests', () => {
  it('unknown views and malformed files are 404, an unknown language 400, with the reason', () => {
    expect(parseBrochureRequest('rent', 'Y1.pdf', null)).toMatchObject({ status: 404, message: expect.stringContaining('charter and sale') });
    expect(parseBrochureRequest('sale', '..%2Fetc.pdf', null)).toMatchObject({ status: 404 });
    expect(parseBrochureRequest('sale', 'Y10001_AU.txt', null)).toMatchObject({ status: 404 });
    expect(parseBrochureRequest('sale', `${'Y'.repeat(200)}.pdf`, null)).toMatchObject({ status: 404 });
    expect(parseBrochureRequest('sale', 'Y10001_AU.pdf', 'fr')).toMatchObject({ status: 400 });
    expect(parseBrochureRequest('sale', 'Y10001_AU.pdf', 'es')).toEqual({ view: 'sale', yachtId: 'Y10001_AU', locale: 'es' });
  });

  it('a yacht has the brochures of the views it is offered in; a ghost keeps its data type', () => {
    expect(offeredIn({ yachtType: 'sale', dataType: 'sale' }, 'charter')).toBe(false);
    expect(offeredIn({ yachtType: 'sale', dataType: 'sale' }, 'sale')).toBe(true);
    expect(offeredIn({ yachtType: 'sale+charter', dataType: 'sale+charter' }, 'charter')).toBe(true);
    expect(offeredIn({ yachtType: 'ghost', dataType: 'charter' }, 'charter')).toBe(true);
    expect(offeredIn({ yachtType: 'ghost', dataType: 'charter' }, 'sale')).toBe(false);
  });
});
