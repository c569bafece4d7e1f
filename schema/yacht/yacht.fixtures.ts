/** Sample yacht items (spec 3.3, 3.5) in the Delivery API's shape: valid and invalid `elements`. */
import { dam, fx, sampleImage, type RejectedElements } from '../fixtures';
import type { YachtApiInput } from './api';
import type { FeatureInput } from './feature';
import type { GalleryJsonInput } from './gallery';
import type { ContractCurrenciesInput, PriceEntry, PriceMapInput } from './price';

const generators = {
  generator1: 'Northern Lights 80 kW',
  generator1_kw: 80,
  generator2: 'Northern Lights 80 kW',
  generator2_kw: 80,
  generator3: '',
  generator3_kw: null,
  generator4: '',
  generator4_kw: null,
  generator5: '',
  generator5_kw: null,
  generator6: '',
  generator6_kw: null,
  generator7: '',
  generator7_kw: null,
  generator8: '',
  generator8_kw: null,
};

export const sampleFeature: FeatureInput = {
  id: '0f4d7c1e-2b3a-4c5d-a6e7-8f9a0b1c2d3e',
  displayOrder: 1,
  category: 'Guest area',
  feature: 'Swimming pool',
  seo: 'swimming-pool',
  featureURL: '',
  charterPublish: 'true',
  salesPublish: 'true',
};

export const sampleYachtApi: YachtApiInput = {
  id: 'Y10001_AU',
  name: 'AURORA',
  model: 'B.Now 50M',
  type: 'sale+charter',
  description: { html: '<p>A modern classic.</p>', links: [], styles: [], linesLimit: 6 },
  featureData: [sampleFeature],
  locationSummerData: [{ id: 'a1', name: 'West Med', locationName: 'French Riviera', locationUrl: '/destination/west-med' }],
  locationWinterData: [],
  buildyear: 2019,
  refityear: null,
  buildername: 'Benetti',
  builderName: 'Benetti',
  lengthMeters: 50,
  lengthFeet: 164,
  lengthInches: 0,
  beamMeters: 9.4,
  beamFeet: 30,
  beamInches: 10,
  draftMeters: 3.2,
  draftFeet: 10,
  draftInches: 6,
  minDraftMeters: null,
  minDraftFeet: null,
  minDraftInches: null,
  numberoftotalguests: 12,
  sleepingguests: 12,
  cruisingguests: 22,
  numberofcrew: 13,
  chartercrew: 13,
  cabins: 6,
  numberofconvcabins: 0,
  numberofsinglecabins: 0,
  numberofdoublecabins: 4,
  numberoftwincabins: 2,
  numberoftriplecabins: 0,
  staterooms: 6,
  chartercabins: 6,
  grosstonnage: 499,
  maxspeed: 16.5,
  cruisespeed: 12,
  cruiserange: 4000,
  economicalrange: 5000,
  hullmaterialname: 'Steel',
  exteriordesigner: 'Giorgio M. Cassetta',
  interiordesigner: 'Benetti',
  powerorsail: 'Motor',
  mainengine: 'MTU 12V 2000 M72',
  mainenginehorsepower: 1450,
  numberofengine: 2,
  ...generators,
  stabilisers: 'Zero speed',
  stabilizersspeed: 'At anchor & underway',
  yachtclass: 'Lloyds Register',
  flag: 'Malta',
  contractprice: 29500000,
  currency: 'EUR',
  y_vatpaid_int: 1,
  y_taxpaid_int: 0,
  priceFormatted: '29,500,000 (VAT & US Duty Paid)',
  poa: 'false',
  charterSummerPriceLow: 295000,
  charterSummerPriceLowFormatted: '295,000',
  charterWinterPriceLow: null,
  charterWinterPriceLowFormatted: '',
  salePriceExchangeRate: 1,
  charterPriceExchangeRate: 1,
  charterBrochure: '',
  salesBrochure: '',
  berth: 'Port Hercule',
  country: 'Monaco',
  lying: 'Monaco, Monaco',
  saleNewToMarket: 'false',
  charterNewToMarket: 'true',
};

const entry = (code: PriceEntry['code'], symbol: string, rate: string): PriceEntry => ({
  code,
  symbol,
  sale: String(Math.round(29500000 * Number(rate))),
  charter: String(Math.round(295000 * Number(rate))),
  charterWinterHigh: 'null',
  charterWinterLow: 'null',
  charterSummerHigh: String(Math.round(340000 * Number(rate))),
  charterSummerLow: String(Math.round(295000 * Number(rate))),
  saleExchangeRate: rate,
  charterExchangeRate: rate,
  charterSummerExchangeRate: rate,
  charterWinterExchangeRate: 'null',
});

export const samplePriceMap: PriceMapInput = {
  aud: entry('aud', 'A$', '1.6600'),
  gbp: entry('gbp', '£', '0.8500'),
  eur: entry('eur', '€', '1.0000'),
  usd: entry('usd', '$', '1.0800'),
};

export const sampleContractCurrencies: ContractCurrenciesInput = {
  charterWinterPriceContractCurrency: 'null',
  charterSummerPriceContractCurrency: 'eur',
  charterPriceContractCurrency: 'eur',
  salePriceContractCurrency: 'eur',
};

const part = {
  profile: sampleImage,
  gallery: [{ section: 'exterior', label: 'Exterior', images: [sampleImage] }],
  deckplans: [],
  video: null,
};

export const sampleGallery: GalleryJsonInput = { Sale: part, Charter: part };

const galleryFile = {
  name: 'aurora-gallery.json',
  description: null,
  type: 'application/json',
  size: 2048,
  url: '/media/6a1c9b0e-1111-4a2b-9c3d-4e5f6a7b8c9d/aurora-gallery.json',
  width: null,
  height: null,
  renditions: {},
};

const json = (value: unknown) => fx.custom(JSON.stringify(value));

export const validYachtElements = [
  {
    name: fx.text('Aurora'),
    url_slug: fx.urlSlug('aurora'),
    yacht_type: fx.choice('sale_charter'),
    api_data: json(sampleYachtApi),
    price: json(samplePriceMap),
    contract_currencies: json(sampleContractCurrencies),
    gallery_asset: { type: 'asset', name: 'Gallery', value: [galleryFile] },
    profile_image: dam(sampleImage),
    ribbon_text: fx.text(''),
    sale_new_to_market: fx.choice(),
    charter_new_to_market: fx.choice('yes'),
    url_charter: fx.text('/yacht-for-charter/aurora'),
    url_sale: fx.text('/yacht-for-sale/aurora'),
    builder_internal_page: fx.linked('page_shipyards_benetti'),
    description: fx.richText('<p>A modern classic.</p>'),
  },
  {
    name: fx.text('Ghost'),
    url_slug: fx.urlSlug('ghost'),
    yacht_type: fx.choice('ghost'),
    api_data: json({ ...sampleYachtApi, name: 'GHOST', type: 'sale', contractprice: null, priceFormatted: '', poa: 'true' }),
    price: json(samplePriceMap),
    contract_currencies: fx.custom('null'),
  },
];

const valid = validYachtElements[0] ?? {};

export const invalidYachtElements: RejectedElements[] = [
  { why: 'api_data missing', elements: { ...valid, api_data: undefined } },
  { why: 'api_data is not JSON', elements: { ...valid, api_data: fx.custom('{"id":') } },
  { why: 'api_data empty', elements: { ...valid, api_data: fx.custom('') } },
  { why: 'unknown yacht data type', elements: { ...valid, api_data: json({ ...sampleYachtApi, type: 'rent' }) } },
  { why: 'name in lower case', elements: { ...valid, api_data: json({ ...sampleYachtApi, name: 'Aurora' }) } },
  { why: 'feature publish flag not a string', elements: { ...valid, api_data: json({ ...sampleYachtApi, featureData: [{ ...sampleFeature, charterPublish: true }] }) } },
  { why: 'price map without usd', elements: { ...valid, price: json({ ...samplePriceMap, usd: undefined }) } },
  { why: 'price as a number, not a string', elements: { ...valid, price: json({ ...samplePriceMap, eur: { ...samplePriceMap.eur, sale: 29500000 } }) } },
  { why: 'contract currency in upper case', elements: { ...valid, contract_currencies: json({ ...sampleContractCurrencies, salePriceContractCurrency: 'EUR' }) } },
  { why: 'unknown market type', elements: { ...valid, yacht_type: fx.choice('lease') } },
  { why: 'market type not chosen', elements: { ...valid, yacht_type: fx.choice() } },
  { why: 'gallery is an image, not JSON', elements: { ...valid, gallery_asset: { type: 'asset', name: 'Gallery', value: [{ ...galleryFile, type: 'image/jpeg' }] } } },
];

/** Gallery JSON files (spec 3.5): keys in any case; parts optional. */
export const validGalleries: unknown[] = [sampleGallery, { sale: part }, { CHARTER: { Profile: null, Video: [] } }, {}];

export const invalidGalleries: Array<{ why: string; gallery: unknown }> = [
  { why: 'not an object', gallery: [part] },
  { why: 'a section without images', gallery: { Sale: { ...part, gallery: [{ section: 'x', label: 'X' }] } } },
  { why: 'profile without url', gallery: { Charter: { ...part, profile: { ...sampleImage, url: '' } } } },
  { why: 'video flag not a boolean', gallery: { SALE: { ...part, video: [{ ...sampleImage, videoProfileSale: 'yes' }] } } },
];
