/** The facts of one demo yacht, drawn from its own seeded stream so yacht N is stable whatever the count. */
import { createRng, type Rng } from '../random';
import { FEATURES, type FeatureDef } from './features';
import {
  BUILDERS,
  CLASSES,
  ENGINES,
  EXTERIOR_DESIGNERS,
  FLAGS,
  GENERATORS,
  INTERIOR_DESIGNERS,
  LYING,
  SAIL_DESIGNERS,
  STABILISERS,
  SUMMER_AREAS,
  WINTER_AREAS,
  YACHT_NAME_PAIRS,
  YACHT_NAME_SINGLES,
  type Builder,
  type CruisingArea,
} from './reference';

export type MarketType = 'charter' | 'sale' | 'sale_charter' | 'ghost';
export type DataType = 'charter' | 'sale' | 'sale+charter';
export type Money = 'EUR' | 'USD';

export type SaleTerms = { price: number | null; currency: Money; vatPaid: boolean; taxPaid: boolean; suffix: string };
export type CharterTerms = { summerCurrency: Money; winterCurrency: Money; summerLow: number; summerHigh: number; winterLow: number | null; winterHigh: number | null };

export type YachtFacts = {
  index: number;
  name: string;
  market: MarketType;
  dataType: DataType;
  sail: boolean;
  builder: Builder;
  model: string;
  year: number;
  refit: number | null;
  length: number;
  beam: number;
  draft: number;
  minDraft: number | null;
  guests: number;
  cruisingGuests: number;
  crew: number;
  cabins: { total: number; double: number; twin: number; single: number; triple: number; convertible: number };
  grossTonnage: number;
  maxSpeed: number;
  cruiseSpeed: number;
  range: number;
  economicalRange: number;
  hull: string;
  exteriorDesigner: string;
  interiorDesigner: string;
  engine: { name: string; hp: number; count: number };
  generators: Array<{ name: string; kw: number }>;
  stabilisers: string;
  yachtClass: string;
  flag: string;
  lying: (typeof LYING)[number];
  sale: SaleTerms | null;
  charter: CharterTerms | null;
  features: FeatureDef[];
  summer: CruisingArea[];
  winter: CruisingArea[];
  newToMarket: { sale: boolean; charter: boolean };
  ribbon: { en: string; es: string } | null;
  youtube: { charter: string; sale: string };
};

const RIBBONS = [
  { en: 'Price reduced', es: 'Precio rebajado' },
  { en: 'Under offer', es: 'Bajo oferta' },
  { en: 'Central agency', es: 'Agencia central' },
  { en: 'Available this summer', es: 'Disponible este verano' },
];
const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const videoUrl = (rng: Rng) => `https://www.youtube.com/watch?v=${Array.from({ length: 11 }, () => rng.pick([...VIDEO_ID_CHARS])).join('')}`;

/** Names in a seeded order; a few yachts share a name on purpose, as real fleets do (spec 2.2 slug rule). */
const nameOrders = new Map<number, string[]>();
export const yachtName = (seed: number, index: number): string => {
  const source = index % 20 === 13 ? index - 9 : index;
  let order = nameOrders.get(seed);
  if (!order) {
    const rng = createRng(`${seed}:names`);
    order = [...rng.sample(YACHT_NAME_SINGLES, YACHT_NAME_SINGLES.length), ...rng.sample(YACHT_NAME_PAIRS, YACHT_NAME_PAIRS.length)];
    nameOrders.set(seed, order);
  }
  return order[source % order.length] ?? 'Aurora';
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

const market = (rng: Rng, index: number): MarketType => {
  // Every list shows each market type, with a few ghost (off-market) yachts.
  if (index % 15 === 7) return 'ghost';
  const first: MarketType[] = ['charter', 'sale', 'sale_charter'];
  const fixed = first[index];
  if (fixed) return fixed;
  const r = rng.next();
  return r < 0.36 ? 'charter' : r < 0.68 ? 'sale' : 'sale_charter';
};

const saleTerms = (rng: Rng, length: number, age: number, currency: Money): SaleTerms => {
  const base = 10_000_000 * Math.pow(length / 30, 2.65) * Math.max(0.35, 1 - age * 0.025) * rng.float(0.85, 1.2);
  const price = rng.chance(0.08) ? null : roundTo(base, base > 50_000_000 ? 500_000 : 50_000);
  const vatPaid = currency === 'EUR' && rng.chance(0.45);
  const taxPaid = currency === 'USD' && rng.chance(0.5);
  const suffix = vatPaid && rng.chance(0.3) ? '(VAT & US Duty Paid)' : taxPaid ? '(US Duty Paid)' : rng.chance(0.12) ? '(Not available for sale to US Residents)' : '';
  // The tax label and the suffix say the same (spec 9.1): a yacht whose price says US duty paid has it paid.
  return { price, currency, vatPaid, taxPaid: taxPaid || suffix === '(VAT & US Duty Paid)', suffix };
};

const charterTerms = (rng: Rng, length: number, lying: Money, winter: CruisingArea[]): CharterTerms => {
  const low = roundTo(65_000 * Math.pow(length / 30, 2.67) * rng.float(0.85, 1.2), 5_000);
  const caribbean = winter.some((a) => a.name === 'Caribbean' || a.name === 'Bahamas');
  const hasWinter = winter.length > 0;
  return {
    summerCurrency: lying === 'USD' && rng.chance(0.5) ? 'USD' : 'EUR',
    winterCurrency: caribbean ? 'USD' : 'EUR',
    summerLow: low,
    summerHigh: roundTo(low * rng.float(1.1, 1.25), 5_000),
    winterLow: hasWinter ? roundTo(low * rng.float(0.85, 0.95), 5_000) : null,
    winterHigh: hasWinter ? roundTo(low * rng.float(1.0, 1.15), 5_000) : null,
  };
};

export const yachtFacts = (seed: number, index: number): YachtFacts => {
  const rng = createRng(`${seed}:yacht:${index}`);
  const m = market(rng, index);
  const dataType: DataType = m === 'sale_charter' ? 'sale+charter' : m === 'ghost' ? rng.pick<DataType>(['sale', 'charter']) : m;
  const builder = rng.pick(BUILDERS);
  const sail = builder.sail;
  const length = rng.float(builder.lengths[0], Math.min(builder.lengths[1], builder.lengths[0] + 45), 1);
  const year = rng.int(1998, 2026);
  const age = 2026 - year;
  const refit = age > 8 && rng.chance(0.6) ? rng.int(year + 5, 2025) : null;
  const charterable = dataType !== 'sale';
  const sleeping = charterable ? Math.min(12, 2 * Math.round(3 + length / 18)) : 2 * Math.round(3 + length / 12);
  const total = Math.ceil(sleeping / 2);
  const double = Math.max(1, Math.round(total * 0.6));
  const twin = total - double;
  const name = yachtName(seed, index);
  const lying = rng.pick(LYING);
  const summer = rng.sample(SUMMER_AREAS, rng.int(1, 3));
  const winter = rng.chance(0.8) ? rng.sample(WINTER_AREAS, rng.int(1, 2)) : [];
  const engineDef = rng.pick(length > 80 ? ENGINES.slice(4) : length > 50 ? ENGINES.slice(0, 5) : ENGINES.slice(1, 4));
  const features = FEATURES.filter((f) => length >= f.minLength && rng.chance(f.minLength > 0 ? 0.75 : 0.6));
  const saleSide = dataType !== 'charter' && m !== 'ghost';
  const charterSide = dataType !== 'sale' && m !== 'ghost';
  const maxSpeed = sail ? rng.float(12, 16, 1) : rng.float(14.5, 22, 1);
  return {
    index,
    name,
    market: m,
    dataType,
    sail,
    builder,
    model: rng.pick(builder.models),
    year,
    refit,
    length,
    beam: Number((length * rng.float(0.17, 0.21)).toFixed(2)),
    draft: Number((1.6 + length * (sail ? 0.06 : 0.035) * rng.float(0.9, 1.1)).toFixed(2)),
    minDraft: sail && rng.chance(0.6) ? Number((2 + length * 0.03).toFixed(2)) : null,
    guests: sleeping,
    cruisingGuests: sleeping + 2 * Math.round(length / 10),
    crew: Math.max(4, Math.round(length / 3.6)),
    cabins: { total, double, twin, single: 0, triple: 0, convertible: length > 45 && rng.chance(0.4) ? 1 : 0 },
    grossTonnage: Math.round(0.006 * Math.pow(length, 2.95) * rng.float(0.85, 1.15)),
    maxSpeed,
    cruiseSpeed: Number((maxSpeed * rng.float(0.7, 0.8)).toFixed(1)),
    range: roundTo(rng.int(3000, 6500), 100),
    economicalRange: roundTo(rng.int(4500, 7500), 100),
    hull: rng.pick(builder.hulls),
    exteriorDesigner: rng.pick(sail ? SAIL_DESIGNERS : EXTERIOR_DESIGNERS),
    interiorDesigner: rng.pick(INTERIOR_DESIGNERS),
    engine: { name: engineDef.name, hp: rng.int(engineDef.hp[0], engineDef.hp[1]), count: sail ? 1 : 2 },
    generators: Array.from({ length: length > 60 ? 3 : 2 }, () => ({ name: rng.pick(GENERATORS), kw: roundTo(length * rng.float(1.6, 2.4), 5) })),
    stabilisers: rng.pick(STABILISERS),
    yachtClass: rng.pick(CLASSES),
    flag: rng.pick(FLAGS),
    lying,
    sale: saleSide ? saleTerms(rng, length, age, lying.currency === 'USD' || rng.chance(0.2) ? 'USD' : 'EUR') : null,
    charter: charterSide ? charterTerms(rng, length, lying.currency, winter) : null,
    features,
    summer,
    winter,
    newToMarket: { sale: saleSide && rng.chance(0.2), charter: charterSide && rng.chance(0.2) },
    ribbon: rng.chance(0.1) ? rng.pick(RIBBONS) : null,
    youtube: {
      charter: charterSide && rng.chance(0.5) ? videoUrl(rng) : '',
      sale: saleSide && rng.chance(0.5) ? videoUrl(rng) : '',
    },
  };
};
