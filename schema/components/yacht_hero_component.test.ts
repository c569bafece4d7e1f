import { describe, expect, it } from 'vitest';
import { fx, item, sampleImage } from '../fixtures';
import { sampleGallery, samplePriceMap, sampleYachtApi, validYachtElements } from '../yacht/yacht.fixtures';
import { galleryJsonSchema } from '../yacht/gallery';
import { yachtHeroComponent, type YachtHeroData } from './yacht_hero_component';
import { yachtLocationInfoComponent } from './yacht_location_info_component';
import { charterPage, ghostPage, salePage, yachtLinked } from './yacht-page.fixtures-kit';
import { mapItem, type PageContext } from '../define';
import type { ContentItem } from '../kontent';

const aurora = validYachtElements[0] ?? {};
const json = (value: unknown) => fx.custom(JSON.stringify(value));

const hero = (page: PageContext, linked: ContentItem[] = yachtLinked, locale: 'en' | 'es' = 'en'): YachtHeroData => {
  const linkedItems = Object.fromEntries(linked.map((entry) => [entry.system.codename, entry]));
  const mapped = mapItem(yachtHeroComponent, {}, { locale, item: { id: 'x', name: 'x', codename: 'x', type: 'yacht_hero_component' }, linkedItems, page });
  if (!mapped.ok || !mapped.props.yacht) throw new Error(JSON.stringify(mapped.issues));
  expect(mapped.issues).toEqual([]);
  return mapped.props.yacht;
};
const withApi = (patch: object, price: object = samplePriceMap) => [item('yacht', 'yacht_aurora', { ...aurora, api_data: json({ ...sampleYachtApi, ...patch }), price: json(price) })];

describe('yacht hero mapping (spec 2.8, 4.1, 4.7, 9.1)', () => {
  it('a sale+charter yacht on a charter page shows the charter rate, from the contract currency', () => {
    const yacht = hero(charterPage);
    expect(yacht.market).toBe('charter');
    expect(yacht.prices?.eur).toEqual({ text: 'From €295,000 p/week', tooltip: null, rate: null });
    expect(yacht.tax).toBeNull();
    expect(yacht.ribbon).toEqual({ source: 'newToTheFleet', text: 'New to the fleet' });
  });

  it('a converted price is prefixed Approx and its tooltip gives the rate', () => {
    const usd = hero(charterPage).prices?.usd;
    expect(usd?.text).toBe('From Approx $318,600 p/week');
    expect(usd?.tooltip).toBe('This price is an approximate conversion calculated according to the following conversion rate: 1 EUR = 1.0800 USD');
  });

  it('on a sale page: the sale price, the tax label and the suffix of the data', () => {
    const yacht = hero(salePage);
    expect(yacht.prices?.eur?.text).toBe('€29,500,000');
    expect(yacht.tax).toEqual({ label: 'euVatPaid', suffix: { key: 'vatAndUsDutyPaid' }, usNote: false });
    expect(yacht.brochureHref).toBe('/api/brochure/sale/Y10001_AU.pdf');
    expect(yacht.contactHref).toBe('/contact-superyacht-company/');
  });

  it('a ghost yacht shows no price, no ribbon and no market label', () => {
    const yacht = hero(ghostPage);
    expect(yacht.prices).toBeNull();
    expect(yacht.ribbon).toBeNull();
    expect(yacht.market).toBeNull();
    expect(yacht.name).toBe('Ghost');
  });

  it("'null' prices everywhere: nothing shows (spec 5.1)", () => {
    const nulls = Object.fromEntries(Object.entries(samplePriceMap).map(([k, v]) => [k, { ...v, sale: 'null', charter: 'null' }]));
    expect(hero(charterPage, [...withApi({}, nulls), ...yachtLinked.slice(1)]).prices).toBeNull();
  });

  it('a POA sale reads POA, and the US note goes with its suffix', () => {
    const nulls = Object.fromEntries(Object.entries(samplePriceMap).map(([k, v]) => [k, { ...v, sale: 'null' }]));
    const yacht = hero(salePage, withApi({ poa: 'true', priceFormatted: '29,500,000 (Not available for sale to US Residents)' }, nulls));
    expect(yacht.prices?.eur?.text).toBe('POA');
    expect(yacht.tax?.usNote).toBe(true);
  });

  it('Spanish pages localise the contact link and say PLEASE ENQUIRE FOR RATES-ES without rates', () => {
    const noCharter = Object.fromEntries(Object.entries(samplePriceMap).map(([k, v]) => [k, { ...v, charter: 'null', sale: '1' }]));
    const yacht = hero(charterPage, withApi({}, noCharter), 'es');
    expect(yacht.contactHref).toBe('/es/contact-superyacht-company/');
    expect(yacht.sharePath).toBe('/es/yacht-for-charter/aurora/');
    expect(yacht.prices?.eur?.text).toBe('PLEASE ENQUIRE FOR RATES-ES');
  });

  it("the hero's brochure downloads the page's language, as the location block's does (spec 2.8)", () => {
    for (const [page, view] of [
      [salePage, 'sale'],
      [charterPage, 'charter'],
    ] as const) {
      expect(hero(page, yachtLinked, 'es').brochureHref).toBe(`/api/brochure/${view}/Y10001_AU.pdf?lang=es`);
      expect(hero(page, yachtLinked, 'en').brochureHref).toBe(`/api/brochure/${view}/Y10001_AU.pdf`);
    }
    const es = { locale: 'es' as const, item: { id: 'x', name: 'x', codename: 'x', type: 'yacht_location_info_component' }, page: salePage };
    const location = mapItem(yachtLocationInfoComponent, {}, { ...es, linkedItems: Object.fromEntries(yachtLinked.map((entry) => [entry.system.codename, entry])) });
    expect(location.ok && location.props.yacht?.brochureHref).toBe(hero(salePage, yachtLinked, 'es').brochureHref);
  });

  it("spec 2.8: the hero picture opens the lightbox at its place among the view's gallery pictures, or alone", () => {
    const other = { ...sampleImage, id: 'other', url: '/media/other/deck.jpg' };
    const withProfileSecond = galleryJsonSchema.parse({ ...sampleGallery, Charter: { ...sampleGallery.Charter, gallery: [{ section: 'exterior', label: 'Exterior', images: [other, sampleImage] }] } });
    expect(hero({ ...charterPage, gallery: withProfileSecond }).lightbox).toEqual({ gallery: { yacht: 'yacht_aurora', view: 'charter' }, index: 1 });
    const withoutProfile = galleryJsonSchema.parse({ ...sampleGallery, Sale: { ...sampleGallery.Sale, gallery: [{ section: 'exterior', label: 'Exterior', images: [other] }] } });
    expect(hero({ ...salePage, gallery: withoutProfile }).lightbox).toBeNull();
    expect(hero(charterPage).lightbox).toBeNull();
  });

  it('the hero image is the gallery profile of the view when the gallery is loaded (spec 4.7), else the profile picture', () => {
    const gallery = galleryJsonSchema.parse({ ...sampleGallery, Charter: { ...sampleGallery.Charter, profile: { ...sampleGallery.Charter?.profile, id: 'charter-profile' } } });
    expect(hero({ ...charterPage, gallery }).image?.id).toBe('charter-profile');
    expect(hero(charterPage).image?.id).toBe('5b1e7c52-3c8a-4c6e-a1d2-0f6c9e4b7a10');
  });
});
