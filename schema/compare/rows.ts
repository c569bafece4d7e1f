/**
 * Spec 2.11: the compared yachts of one market view side by side, section by section, one value
 * per yacht in each row, so rows line up across columns. A row no yacht has a value for is left
 * out; a missing value is null (shown as a dash); `differs` marks rows whose shown values are not
 * all the same. Values are keys and numbers, as in the specification table: the words are the
 * site's messages.
 */
import { lyingOf, shownSpecValue, specRows, type ShownSpecValue, type SpecRowKey } from '../components/specification_table_component.rows';
import type { Locale } from '../constants/locale';
import type { YachtApi } from '../yacht/api';
import { dataWord, type YachtDataWords } from '../yacht/data-words';
import type { CompareView } from './share';

export const COMPARE_SECTIONS = ['overview', 'dimensions', 'accommodation', 'performance', 'construction', 'classFlag', 'features'] as const;
export type CompareSectionKey = (typeof COMPARE_SECTIONS)[number];

/** Rows beside the specification's own: motor or sail, and where she is (lying) or cruises (charter areas). */
export type CompareRowKey = SpecRowKey | 'powerOrSail' | 'location' | 'feature';

export type CompareValue = ShownSpecValue | { kind: 'power'; power: 'motor' | 'sail' } | { kind: 'present' };

export type CompareRow = {
  key: CompareRowKey;
  /** The feature's label (spec 3.4) in the visitor's language on feature rows; other rows are named by their key. */
  label: string | null;
  values: Array<CompareValue | null>;
  differs: boolean;
};

export type CompareSection = { key: CompareSectionKey; rows: CompareRow[] };

const SECTION_ROWS: Record<Exclude<CompareSectionKey, 'features'>, readonly CompareRowKey[]> = {
  overview: ['powerOrSail', 'length', 'guests', 'location'],
  dimensions: ['length', 'beam', 'draft', 'minDraft', 'grossTonnage', 'hullMaterial'],
  accommodation: ['guests', 'cabins', 'crew'],
  performance: ['cruisingSpeed', 'maxSpeed', 'range', 'engines', 'generators', 'stabilizers'],
  construction: ['builder', 'model', 'built', 'refit', 'exteriorDesigner', 'interiorDesigner'],
  classFlag: ['classification', 'flag'],
};

export type CompareInput = { api: YachtApi; view: CompareView };

/** Charter yachts cruise areas (summer first), sale yachts lie somewhere (spec 3.3 berth, country, lying). */
const location = ({ api, view }: CompareInput, words: YachtDataWords): CompareValue | null => {
  if (view === 'sale') {
    const lying = lyingOf(api);
    return lying ? shownSpecValue(lying, words) : null;
  }
  const names = [...new Set([...api.locationSummerData, ...api.locationWinterData].map((area) => area.name.trim()))];
  return names.length > 0 ? { kind: 'text', text: names.join(', ') } : null;
};

/** Spec 3.3: 'Motor' or 'Sail'; anything else reads as motor. */
const power = (api: YachtApi): CompareValue => ({ kind: 'power', power: api.powerorsail.trim().toLowerCase() === 'sail' ? 'sail' : 'motor' });

const valuesOf = (yacht: CompareInput, words: YachtDataWords, locale: Locale): Map<CompareRowKey, CompareValue> => {
  const values = new Map<CompareRowKey, CompareValue>(specRows(yacht.api, yacht.view, locale).map((row) => [row.key, shownSpecValue(row.value, words)]));
  values.set('powerOrSail', power(yacht.api));
  const where = location(yacht, words);
  if (where) values.set('location', where);
  return values;
};

/** What a visitor compares: lengths by their metres (feet follow from the same data). */
const sameness = (value: CompareValue | null): string => {
  if (value === null) return '-';
  if (value.kind === 'length') return `length:${value.m}`;
  return JSON.stringify(value);
};

const row = (key: CompareRowKey, label: string | null, values: Array<CompareValue | null>): CompareRow | null => {
  if (values.every((value) => value === null)) return null;
  return { key, label, values, differs: values.length > 1 && new Set(values.map(sameness)).size > 1 };
};

/** Features published for the view (spec 3.4 charterPublish / salesPublish), by label. */
const publishedFeatures = ({ api, view }: CompareInput) => api.featureData.filter((feature) => (view === 'charter' ? feature.charterPublish : feature.salesPublish) === 'true');

const featureRows = (yachts: readonly CompareInput[], words: YachtDataWords): CompareRow[] => {
  const perYacht = yachts.map((yacht) => new Set(publishedFeatures(yacht).map((feature) => feature.feature.trim())));
  const order = new Map<string, number>();
  yachts.flatMap(publishedFeatures).forEach((feature) => {
    const label = feature.feature.trim();
    order.set(label, Math.min(order.get(label) ?? Number.POSITIVE_INFINITY, feature.displayOrder));
  });
  return [...order.entries()]
    .sort(([a, orderA], [b, orderB]) => orderA - orderB || a.localeCompare(b))
    .flatMap(
      ([label]) =>
        row(
          'feature',
          dataWord(words.amenities, label),
          perYacht.map((features): CompareValue | null => (features.has(label) ? { kind: 'present' } : null)),
        ) ?? [],
    );
};

/** The sections with at least one row, in the order of spec 2.11. */
export const compareSections = (yachts: readonly CompareInput[], words: YachtDataWords, locale: Locale): CompareSection[] => {
  if (yachts.length === 0) return [];
  const values = yachts.map((yacht) => valuesOf(yacht, words, locale));
  const sections = COMPARE_SECTIONS.map((key): CompareSection => ({
    key,
    rows:
      key === 'features'
        ? featureRows(yachts, words)
        : SECTION_ROWS[key].flatMap(
            (rowKey) =>
              row(
                rowKey,
                null,
                values.map((v) => v.get(rowKey) ?? null),
              ) ?? [],
          ),
  }));
  return sections.filter((section) => section.rows.length > 0);
};
