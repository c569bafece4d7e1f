/** The yacht data of spec 3.3: the `api` object, the price map and the contract currencies. */
import type { YachtApiInput } from '../../../schema/yacht/api';
import type { ContractCurrenciesInput, PriceEntry, PriceMapInput } from '../../../schema/yacht/price';
import { stableUuid, type LanguageCodename } from '../kontent';
import { flagString, toFeature } from './features';
import { CURRENCY_SYMBOLS, crossRate, formatAmount, type CurrencyCode } from './rates';
import { regionName, type CruisingArea } from './reference';
import type { Money, YachtFacts } from './yacht-facts';

const INCH = 0.0254;

/** Metres to whole feet and inches, carrying 12 inches into a foot. */
export const feetInches = (metres: number): { feet: number; inches: number } => {
  const total = Math.round(metres / INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};

/** A dimension in metres with its feet and inches; all null when the yacht has no value. */
const dim = (metres: number | null) => {
  if (metres === null) return { meters: null, feet: null, inches: null };
  const { feet, inches } = feetInches(metres);
  return { meters: metres, feet, inches };
};

/** The destination guides' paths per language (tools/content/pages/destinations.ts): the areas link there. */
const DESTINATION_PATH: Record<LanguageCodename, string> = { en: '/destination', es: '/destino' };

const areas = (list: CruisingArea[], lang: LanguageCodename) => {
  const seen = new Set<string>();
  return list
    .map((a) => ({ id: stableUuid(`area:${a.slug}`), name: regionName(a.name, lang), locationName: a.locationName[lang], locationUrl: `${DESTINATION_PATH[lang]}/${a.slug}` }))
    .filter((a) => {
      const key = `${a.name}|${a.locationUrl}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const lower = (m: Money): 'eur' | 'usd' => (m === 'EUR' ? 'eur' : 'usd');
const rateToEuro = (m: Money) => crossRate(lower(m), 'eur');

export const yachtId = (y: YachtFacts): string =>
  `Y${String(10000 + y.index).padStart(5, '0')}_${y.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
    .padEnd(2, 'X')}`;

export const apiData = (y: YachtFacts, descriptionHtml: string, brochures: { charter: string; sale: string }, lang: LanguageCodename = 'en'): YachtApiInput => {
  // generator1 … generator8: the yacht's generators, then empty slots.
  const name = (n: number) => y.generators[n - 1]?.name ?? '';
  const kw = (n: number) => y.generators[n - 1]?.kw ?? null;
  const length = feetInches(y.length);
  const [beam, draft, minDraft] = [dim(y.beam), dim(y.draft), dim(y.minDraft)] as const;
  const sale = y.sale;
  const charter = y.charter;
  const saleSide = y.dataType !== 'charter';
  const charterSide = y.dataType !== 'sale';
  return {
    id: yachtId(y),
    name: y.name.toUpperCase(),
    model: y.model,
    type: y.dataType,
    description: { html: descriptionHtml, links: [], styles: [], linesLimit: 6 },
    featureData: y.features.map((f, i) => toFeature(f, i + 1, charterSide, saleSide)),
    locationSummerData: areas(y.summer, lang),
    locationWinterData: areas(y.winter, lang),
    buildyear: y.year,
    refityear: y.refit,
    buildername: y.builder.name,
    builderName: y.builder.name,
    lengthMeters: y.length,
    lengthFeet: length.feet,
    lengthInches: length.inches,
    beamMeters: beam.meters,
    beamFeet: beam.feet,
    beamInches: beam.inches,
    draftMeters: draft.meters,
    draftFeet: draft.feet,
    draftInches: draft.inches,
    minDraftMeters: minDraft.meters,
    minDraftFeet: minDraft.feet,
    minDraftInches: minDraft.inches,
    numberoftotalguests: y.guests,
    sleepingguests: y.guests,
    cruisingguests: y.cruisingGuests,
    numberofcrew: y.crew,
    chartercrew: charterSide ? y.crew : null,
    cabins: y.cabins.total,
    numberofconvcabins: y.cabins.convertible,
    numberofsinglecabins: y.cabins.single,
    numberofdoublecabins: y.cabins.double,
    numberoftwincabins: y.cabins.twin,
    numberoftriplecabins: y.cabins.triple,
    staterooms: y.cabins.total,
    chartercabins: charterSide ? y.cabins.total : null,
    grosstonnage: y.grossTonnage,
    maxspeed: y.maxSpeed,
    cruisespeed: y.cruiseSpeed,
    cruiserange: y.range,
    economicalrange: y.economicalRange,
    hullmaterialname: y.hull,
    exteriordesigner: y.exteriorDesigner,
    interiordesigner: y.interiorDesigner,
    powerorsail: y.sail ? 'Sail' : 'Motor',
    mainengine: y.engine.name,
    mainenginehorsepower: y.engine.hp,
    numberofengine: y.engine.count,
    generator1: name(1),
    generator1_kw: kw(1),
    generator2: name(2),
    generator2_kw: kw(2),
    generator3: name(3),
    generator3_kw: kw(3),
    generator4: name(4),
    generator4_kw: kw(4),
    generator5: name(5),
    generator5_kw: kw(5),
    generator6: name(6),
    generator6_kw: kw(6),
    generator7: name(7),
    generator7_kw: kw(7),
    generator8: name(8),
    generator8_kw: kw(8),
    stabilisers: y.stabilisers,
    stabilizersspeed: /Zero|Seakeeper/.test(y.stabilisers) ? 'At anchor & underway' : 'Underway',
    yachtclass: y.yachtClass,
    flag: y.flag,
    contractprice: sale?.price ?? null,
    currency: sale ? sale.currency : '',
    y_vatpaid_int: sale?.vatPaid ? 1 : 0,
    y_taxpaid_int: sale?.taxPaid ? 1 : 0,
    priceFormatted: sale?.price ? `${formatAmount(sale.price)}${sale.suffix ? ` ${sale.suffix}` : ''}` : '',
    poa: flagString(sale !== null && sale.price === null),
    charterSummerPriceLow: charter?.summerLow ?? null,
    charterSummerPriceLowFormatted: charter ? formatAmount(charter.summerLow) : '',
    charterWinterPriceLow: charter?.winterLow ?? null,
    charterWinterPriceLowFormatted: charter?.winterLow ? formatAmount(charter.winterLow) : '',
    salePriceExchangeRate: sale ? rateToEuro(sale.currency) : null,
    charterPriceExchangeRate: charter ? rateToEuro(charter.summerCurrency) : null,
    charterBrochure: brochures.charter,
    salesBrochure: brochures.sale,
    berth: y.lying.berth,
    country: y.lying.country,
    lying: `${y.lying.place}, ${y.lying.country}`,
    saleNewToMarket: flagString(y.newToMarket.sale),
    charterNewToMarket: flagString(y.newToMarket.charter),
  };
};

const amount = (value: number | null | undefined, from: Money | undefined, to: CurrencyCode): string =>
  value === null || value === undefined || from === undefined ? 'null' : String(Math.round(value * crossRate(lower(from), to)));
const rate = (from: Money | undefined, to: CurrencyCode): string => (from === undefined ? 'null' : crossRate(lower(from), to).toFixed(4));

/** Spec 3.3 price map: every currency, strings only, 'null' when absent; the contract currency has rate 1. */
export const priceMap = (y: YachtFacts): PriceMapInput => {
  const s = y.sale ?? undefined;
  const c = y.charter ?? undefined;
  const entry = (code: CurrencyCode): PriceEntry => ({
    code,
    symbol: CURRENCY_SYMBOLS[code],
    sale: amount(s?.price, s?.currency, code),
    charter: amount(c?.summerLow, c?.summerCurrency, code),
    charterWinterHigh: amount(c?.winterHigh, c?.winterCurrency, code),
    charterWinterLow: amount(c?.winterLow, c?.winterCurrency, code),
    charterSummerHigh: amount(c?.summerHigh, c?.summerCurrency, code),
    charterSummerLow: amount(c?.summerLow, c?.summerCurrency, code),
    saleExchangeRate: rate(s?.currency, code),
    charterExchangeRate: rate(c?.summerCurrency, code),
    charterSummerExchangeRate: rate(c?.summerCurrency, code),
    charterWinterExchangeRate: rate(c?.winterLow ? c.winterCurrency : undefined, code),
  });
  return { aud: entry('aud'), gbp: entry('gbp'), eur: entry('eur'), usd: entry('usd') };
};

/** Spec 3.3 contract currencies, or null when neither a sale nor a charter currency is set. */
export const contractCurrencies = (y: YachtFacts): ContractCurrenciesInput => {
  if (!y.sale && !y.charter) return null;
  const c = y.charter;
  return {
    charterWinterPriceContractCurrency: c ? (c.winterLow ? lower(c.winterCurrency) : 'null') : '',
    charterSummerPriceContractCurrency: c ? lower(c.summerCurrency) : '',
    charterPriceContractCurrency: c ? lower(c.summerCurrency) : '',
    salePriceContractCurrency: y.sale ? lower(y.sale.currency) : '',
  };
};
