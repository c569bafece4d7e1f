/**
 * Spec 3.3 'Spec labels shown': the rows of a yacht's specification, only those with a value.
 * Lengths carry both units as the data gives them (schema/yacht/units.ts); the words of each row
 * (its label, 'double', 'kn'...) are the site's messages, so rows hold keys and numbers only.
 * Figures are written the page's way ('63,9 m', '11,1 nudos' in Spanish): only prices keep
 * spec 9.1's en-US style. The
 * data's fixed values (a hull material, a flag, when the stabilisers work) are English terms that
 * shownSpecValue puts in the page's language.
 */
import type { Locale } from '../constants/locale';
import { numberFormat } from '../intl-format';
import type { YachtApi } from '../yacht/api';
import { dataWord, type YachtDataWords } from '../yacht/data-words';
import { formatDimension, type Dimension } from '../yacht/units';

export const SPEC_ROW_KEYS = [
  'length',
  'beam',
  'draft',
  'minDraft',
  'grossTonnage',
  'hullMaterial',
  'builder',
  'model',
  'built',
  'refit',
  'exteriorDesigner',
  'interiorDesigner',
  'classification',
  'flag',
  'guests',
  'cabins',
  'crew',
  'cruisingSpeed',
  'maxSpeed',
  'range',
  'engines',
  'generators',
  'stabilizers',
  'lying',
] as const;
export type SpecRowKey = (typeof SPEC_ROW_KEYS)[number];

export const CABIN_KINDS = ['double', 'twin', 'single', 'triple', 'convertible'] as const;
export type CabinKind = (typeof CABIN_KINDS)[number];

/** A value as a page shows it. */
export type ShownSpecValue =
  | { kind: 'text'; text: string }
  | { kind: 'length'; m: string; ft: string }
  | { kind: 'number'; value: number; unit: 'kn' | 'nm' | 'gt' | null }
  | { kind: 'cabins'; total: number; parts: Array<{ kind: CabinKind; count: number }> };

/** A value as the data gives it: shown values, and terms still in the data's English. */
export type SpecValue =
  | ShownSpecValue
  | { kind: 'term'; group: 'materials' | 'countries'; text: string }
  | { kind: 'stabilizers'; name: string | null; mode: string | null }
  | { kind: 'place'; place: string; country: string };

/** A value in the page's language: terms through the site's words, the rest as it is. */
export const shownSpecValue = (value: SpecValue, words: YachtDataWords): ShownSpecValue => {
  if (value.kind === 'term') return { kind: 'text', text: dataWord(words[value.group], value.text) };
  if (value.kind === 'place') return { kind: 'text', text: `${value.place}, ${dataWord(words.countries, value.country)}` };
  if (value.kind !== 'stabilizers') return value;
  const mode = value.mode === null ? null : dataWord(words.stabilizers, value.mode);
  return { kind: 'text', text: value.name && mode ? `${value.name} (${mode})` : (value.name ?? mode ?? '') };
};

export type SpecRow = { key: SpecRowKey; value: SpecValue };

/** A figure of the specification (tonnage, speed, range, power) in the page's language. */
export const formatNumber = (value: number, locale: Locale): string => numberFormat(locale, { maximumFractionDigits: 1 }).format(value);

const present = (value: string): string | null => (value.trim() ? value.trim() : null);
const positive = (value: number | null): number | null => (value !== null && value > 0 ? value : null);

/** Charter pages show the charter guests, cabins and crew; sale pages the yacht's own figures. */
export const guestsOf = (api: YachtApi, view: 'charter' | 'sale'): number | null =>
  positive(view === 'charter' ? (api.sleepingguests ?? api.numberoftotalguests) : (api.numberoftotalguests ?? api.sleepingguests));
export const cabinsOf = (api: YachtApi, view: 'charter' | 'sale'): number | null => positive(view === 'charter' ? (api.chartercabins ?? api.cabins) : (api.cabins ?? api.staterooms));
export const crewOf = (api: YachtApi, view: 'charter' | 'sale'): number | null => positive(view === 'charter' ? (api.chartercrew ?? api.numberofcrew) : (api.numberofcrew ?? api.chartercrew));

export const builderOf = (api: YachtApi): string | null => present(api.builderName) ?? present(api.buildername);

export const dimension = (api: YachtApi, which: Dimension, locale: Locale): SpecValue | null => {
  const m = formatDimension(api, which, 'm', locale);
  const ft = formatDimension(api, which, 'ft', locale);
  return m && ft ? { kind: 'length', m, ft } : null;
};

const cabinParts = (api: YachtApi): Array<{ kind: CabinKind; count: number }> => {
  const counts: Record<CabinKind, number | null> = {
    double: api.numberofdoublecabins,
    twin: api.numberoftwincabins,
    single: api.numberofsinglecabins,
    triple: api.numberoftriplecabins,
    convertible: api.numberofconvcabins,
  };
  return CABIN_KINDS.flatMap((kind) => {
    const count = positive(counts[kind]);
    return count === null ? [] : [{ kind, count }];
  });
};

/** Identical generators are counted ('2 x Northern Lights 80 kW'); a kW figure the text lacks is added. */
const generators = (api: YachtApi, locale: Locale): string | null => {
  const names = ([1, 2, 3, 4, 5, 6, 7, 8] as const).flatMap((n) => {
    const name = present(api[`generator${n}`]);
    const kw = api[`generator${n}_kw`];
    if (!name) return [];
    return [kw !== null && !/kw/i.test(name) ? `${name} ${formatNumber(kw, locale)} kW` : name];
  });
  const counted = [...new Set(names)].map((name) => {
    const count = names.filter((n) => n === name).length;
    return count > 1 ? `${count} x ${name}` : name;
  });
  return counted.length > 0 ? counted.join(', ') : null;
};

const engines = (api: YachtApi, locale: Locale): string | null => {
  const engine = present(api.mainengine);
  if (!engine) return null;
  const count = positive(api.numberofengine);
  const hp = positive(api.mainenginehorsepower);
  return `${count && count > 1 ? `${count} x ` : ''}${engine}${hp ? ` (${formatNumber(hp, locale)} hp)` : ''}`;
};

const stabilizers = (api: YachtApi): SpecValue | null => {
  const name = present(api.stabilisers);
  const mode = present(api.stabilizersspeed);
  return name || mode ? { kind: 'stabilizers', name, mode } : null;
};

/** Spec 3.3 lying ('West Palm Beach, United States'): the country, which the data also names apart, is a term. */
export const lyingOf = (api: Pick<YachtApi, 'lying' | 'country'>): SpecValue | null => {
  const given = present(api.lying);
  const country = present(api.country);
  if (!given) return country ? term('countries', country) : null;
  if (country && given === country) return term('countries', country);
  if (country && given.endsWith(`, ${country}`)) return { kind: 'place', place: given.slice(0, -(country.length + 2)), country };
  return { kind: 'text', text: given };
};

const year = (value: number | null): string | null => (positive(value) === null ? null : String(value));
const text = (value: string | null): SpecValue | null => (value ? { kind: 'text', text: value } : null);
/** A value the data names in English, kept as a term until a page's words name it. */
export const term = (group: 'materials' | 'countries', value: string): SpecValue | null => {
  const given = present(value);
  return given ? { kind: 'term', group, text: given } : null;
};
const num = (value: number | null, unit: 'kn' | 'nm' | 'gt' | null = null): SpecValue | null => (positive(value) === null || value === null ? null : { kind: 'number', value, unit });

/** The rows with a value, in the order of spec 3.3; 'lying' on sale pages only (where she is offered). */
export const specRows = (api: YachtApi, view: 'charter' | 'sale', locale: Locale): SpecRow[] => {
  const cabins = cabinsOf(api, view);
  const values: Record<SpecRowKey, SpecValue | null> = {
    length: dimension(api, 'length', locale),
    beam: dimension(api, 'beam', locale),
    draft: dimension(api, 'draft', locale),
    minDraft: dimension(api, 'minDraft', locale),
    grossTonnage: num(api.grosstonnage, 'gt'),
    hullMaterial: term('materials', api.hullmaterialname),
    builder: text(builderOf(api)),
    model: text(present(api.model)),
    built: text(year(api.buildyear)),
    refit: text(year(api.refityear)),
    exteriorDesigner: text(present(api.exteriordesigner)),
    interiorDesigner: text(present(api.interiordesigner)),
    classification: text(present(api.yachtclass)),
    flag: term('countries', api.flag),
    guests: num(guestsOf(api, view)),
    cabins: cabins === null ? null : { kind: 'cabins', total: cabins, parts: cabinParts(api) },
    crew: num(crewOf(api, view)),
    cruisingSpeed: num(api.cruisespeed, 'kn'),
    maxSpeed: num(api.maxspeed, 'kn'),
    range: num(api.cruiserange ?? api.economicalrange, 'nm'),
    engines: text(engines(api, locale)),
    generators: text(generators(api, locale)),
    stabilizers: stabilizers(api),
    lying: view === 'sale' ? lyingOf(api) : null,
  };
  return SPEC_ROW_KEYS.flatMap((key) => {
    const value = values[key];
    return value ? [{ key, value }] : [];
  });
};
