/** The yacht data of spec 3.3: the `api` object, the price map and the contract currencies. */
import { stableUuid } from '../kontent';
import { toFeature } from './features';
import { CURRENCIES, crossRate, formatAmount, type CurrencyCode } from './rates';
import type { CruisingArea } from './reference';
import type { Money, YachtFacts } from './yacht-facts';

const INCH = 0.0254;

/** Metres to whole feet and inches, carrying 12 inches into a foot. */
export const feetInches = (metres: number): { feet: number; inches: number } => {
  const total = Math.round(metres / INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};

const dims = (prefix: string, metres: number | null) => {
  if (metres === null) return { [`${prefix}Meters`]: null, [`${prefix}Feet`]: null, [`${prefix}Inches`]: null };
  const { feet, inches } = feetInches(metres);
  return { [`${prefix}Meters`]: metres, [`${prefix}Feet`]: feet, [`${prefix}Inches`]: inches };
};

const areas = (list: CruisingArea[]) => {
  const seen = new Set<string>();
  return list
    .map((a) => ({ id: stableUuid(`area:${a.slug}`), name: a.name, locationName: a.locationName.en, locationUrl: `/destination/${a.slug}` }))
    .filter((a) => {
      const key = `${a.name}|${a.locationUrl}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

const lower = (m: Money): CurrencyCode => (m === 'EUR' ? 'eur' : 'usd');
const rateToEuro = (m: Money) => crossRate(lower(m), 'eur');

export const yachtId = (y: YachtFacts): string =>
  `Y${String(10000 + y.index).padStart(5, '0')}_${y.name.replace(/[^A-Za-z]/g, '').slice(0, 2).toUpperCase().padEnd(2, 'X')}`;

export const apiData = (y: YachtFacts, descriptionHtml: string, brochures: { charter: string; sale: string }) => {
  const generators = Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => {
      const g = y.generators[i];
      return [
        [`generator${i + 1}`, g ? g.name : ''],
        [`generator${i + 1}_kw`, g ? g.kw : null],
      ];
    }).flat(),
  );
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
    locationSummerData: areas(y.summer),
    locationWinterData: areas(y.winter),
    buildyear: y.year,
    refityear: y.refit,
    buildername: y.builder.name,
    builderName: y.builder.name,
    ...dims('length', y.length),
    ...dims('beam', y.beam),
    ...dims('draft', y.draft),
    ...dims('minDraft', y.minDraft),
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
    ...generators,
    stabilisers: y.stabilisers,
    stabilizersspeed: /Zero|Seakeeper/.test(y.stabilisers) ? 'At anchor & underway' : 'Underway',
    yachtclass: y.yachtClass,
    flag: y.flag,
    contractprice: sale?.price ?? null,
    currency: sale ? sale.currency : '',
    y_vatpaid_int: sale?.vatPaid ? 1 : 0,
    y_taxpaid_int: sale?.taxPaid ? 1 : 0,
    priceFormatted: sale?.price ? `${formatAmount(sale.price)}${sale.suffix ? ` ${sale.suffix}` : ''}` : '',
    poa: String(sale !== null && sale.price === null),
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
    saleNewToMarket: String(y.newToMarket.sale),
    charterNewToMarket: String(y.newToMarket.charter),
  };
};

const amount = (value: number | null | undefined, from: Money | undefined, to: CurrencyCode): string =>
  value === null || value === undefined || from === undefined ? 'null' : String(Math.round(value * crossRate(lower(from), to)));
const rate = (from: Money | undefined, to: CurrencyCode): string => (from === undefined ? 'null' : crossRate(lower(from), to).toFixed(4));

/** Spec 3.3 price map: every currency, strings only, 'null' when absent; the contract currency has rate 1. */
export const priceMap = (y: YachtFacts) => {
  const s = y.sale ?? undefined;
  const c = y.charter ?? undefined;
  return Object.fromEntries(
    CURRENCIES.map(({ code, symbol }) => [
      code,
      {
        code,
        symbol,
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
      },
    ]),
  );
};

/** Spec 3.3 contract currencies, or null when neither a sale nor a charter currency is set. */
export const contractCurrencies = (y: YachtFacts) => {
  if (!y.sale && !y.charter) return null;
  const c = y.charter;
  return {
    charterWinterPriceContractCurrency: c ? (c.winterLow ? lower(c.winterCurrency) : 'null') : '',
    charterSummerPriceContractCurrency: c ? lower(c.summerCurrency) : '',
    charterPriceContractCurrency: c ? lower(c.summerCurrency) : '',
    salePriceContractCurrency: y.sale ? lower(y.sale.currency) : '',
  };
};
