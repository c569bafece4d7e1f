/**
 * Spec 3.3: the yacht's `api` object, stored as JSON in the yacht's `api_data` element. Names are
 * the source system's (lower-case run-together words beside camelCase); numbers are null where the
 * source has no value. The object is loose: the source may add fields before the site reads them.
 */
import { z } from 'zod';
import { featureSchema, stringBoolean } from './feature';

export const YACHT_DATA_TYPES = ['charter', 'sale', 'sale+charter'] as const;
export type YachtDataType = (typeof YACHT_DATA_TYPES)[number];

const count = z.int({ error: 'Must be a whole number or null' }).nullable();
const measure = z.number({ error: 'Must be a number or null' }).nullable();

const cruisingArea = z.object({
  id: z.string(),
  name: z.string().regex(/\S/, 'Cruising area has no name'),
  locationName: z.string(),
  locationUrl: z.string(),
});

/** A dimension in metres with its feet and inches (spec 3.3: inches below 12). */
const inches = z.int().min(0).max(11, 'Inches must be 0 to 11').nullable();

export const yachtApiSchema = z.looseObject({
  id: z.string().regex(/\S/, 'Yacht id is required (a code such as Y1234_XX)'),
  name: z.string().regex(/^(?=.*\S)[^\p{Ll}]*$/u, 'Yacht name must be upper case and not empty'),
  model: z.string(),
  type: z.enum(YACHT_DATA_TYPES, { error: `Yacht type must be one of: ${YACHT_DATA_TYPES.join(', ')}` }),
  description: z.object({
    html: z.string(),
    links: z.array(z.unknown()),
    styles: z.array(z.unknown()),
    linesLimit: count,
  }),
  featureData: z.array(featureSchema),
  locationSummerData: z.array(cruisingArea),
  locationWinterData: z.array(cruisingArea),
  buildyear: count,
  refityear: count,
  buildername: z.string(),
  builderName: z.string(),
  lengthMeters: z.number({ error: 'Length in metres is required' }).positive('Length must be above 0'),
  lengthFeet: z.int({ error: 'Length in feet is required' }),
  lengthInches: inches,
  beamMeters: measure,
  beamFeet: count,
  beamInches: inches,
  draftMeters: measure,
  draftFeet: count,
  draftInches: inches,
  minDraftMeters: measure,
  minDraftFeet: count,
  minDraftInches: inches,
  numberoftotalguests: count,
  sleepingguests: count,
  cruisingguests: count,
  numberofcrew: count,
  chartercrew: count,
  cabins: count,
  numberofconvcabins: count,
  numberofsinglecabins: count,
  numberofdoublecabins: count,
  numberoftwincabins: count,
  numberoftriplecabins: count,
  staterooms: count,
  chartercabins: count,
  grosstonnage: measure,
  maxspeed: measure,
  cruisespeed: measure,
  cruiserange: measure,
  economicalrange: measure,
  hullmaterialname: z.string(),
  exteriordesigner: z.string(),
  interiordesigner: z.string(),
  /** 'Motor' or 'Sail'; it picks the deck-plan icon, anything else reads as motor. */
  powerorsail: z.string(),
  mainengine: z.string(),
  mainenginehorsepower: measure,
  numberofengine: count,
  generator1: z.string(),
  generator1_kw: measure,
  generator2: z.string(),
  generator2_kw: measure,
  generator3: z.string(),
  generator3_kw: measure,
  generator4: z.string(),
  generator4_kw: measure,
  generator5: z.string(),
  generator5_kw: measure,
  generator6: z.string(),
  generator6_kw: measure,
  generator7: z.string(),
  generator7_kw: measure,
  generator8: z.string(),
  generator8_kw: measure,
  stabilisers: z.string(),
  stabilizersspeed: z.string(),
  yachtclass: z.string(),
  flag: z.string(),
  contractprice: measure,
  currency: z.enum(['EUR', 'USD', ''], { error: "Currency must be 'EUR', 'USD' or empty" }),
  y_vatpaid_int: z.int(),
  y_taxpaid_int: z.int(),
  /** Spec 9.1: en-US grouping ('82,500,000'), optionally followed by a suffix in parentheses. */
  priceFormatted: z.string().regex(/^(\d{1,3}(,\d{3})*( \([^)]+\))?)?$/, "Formatted price must look like '82,500,000' or '82,500,000 (US Duty Paid)', or be empty"),
  poa: stringBoolean('poa'),
  charterSummerPriceLow: measure,
  charterSummerPriceLowFormatted: z.string(),
  charterWinterPriceLow: measure,
  charterWinterPriceLowFormatted: z.string(),
  salePriceExchangeRate: measure,
  charterPriceExchangeRate: measure,
  charterBrochure: z.string(),
  salesBrochure: z.string(),
  berth: z.string(),
  country: z.string(),
  lying: z.string(),
  saleNewToMarket: stringBoolean('saleNewToMarket'),
  charterNewToMarket: stringBoolean('charterNewToMarket'),
});

export type YachtApi = z.output<typeof yachtApiSchema>;
export type YachtApiInput = z.input<typeof yachtApiSchema>;
