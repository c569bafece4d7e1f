/**
 * The refinements of an editor's yacht search (spec 3.10 'Search component' showFilters) as chips a
 * visitor can read: each names its filter (spec 9.2 filter labels) and its value. Ranges keep their
 * unit (m, ft) or currency so 'Length 40-60 m' reads as the search page shows it.
 */
import { SEARCH_PRICE_CURRENCIES, type SearchPriceCurrency } from '../constants/search';
import { parseRange, YACHT_CATEGORY_ATTRIBUTE, type SearchUrlState } from './url-state';

/** Spec 9.2 filter labels of the yacht facets ('market' is the charter/sale category). */
export const CHIP_FILTERS = ['market', 'yearBuilt', 'yearRefit', 'length', 'crew', 'cabins', 'guests', 'builder', 'type', 'newToTheFleet', 'destination', 'amenities', 'price'] as const;
export type ChipFilter = (typeof CHIP_FILTERS)[number];

export type ChipValue = { kind: 'text'; text: string } | { kind: 'range'; min: number | null; max: number | null; unit: 'm' | 'ft' | SearchPriceCurrency | null };

export type Chip = { attribute: string; filter: ChipFilter; value: ChipValue };

const FILTER_OF: Readonly<Record<string, ChipFilter>> = {
  [YACHT_CATEGORY_ATTRIBUTE]: 'market',
  'content.builtyearRanges': 'yearBuilt',
  'content.refityearRanges': 'yearRefit',
  'content.loaMeter': 'length',
  'content.loaFeet': 'length',
  'content.numberofcrews': 'crew',
  'content.cabinsAmountRanges': 'cabins',
  'content.numberoftotalguestsRanges': 'guests',
  'content.builderName': 'builder',
  'content.powerOrSail': 'type',
  'content.newToTheFleet': 'newToTheFleet',
  'content.destinations': 'destination',
  'content.amenities': 'amenities',
  ...Object.fromEntries(SEARCH_PRICE_CURRENCIES.map((code) => [`content.exchangePrices.${code}`, 'price'])),
};

const unitOf = (attribute: string): Extract<ChipValue, { kind: 'range' }>['unit'] => {
  if (attribute === 'content.loaMeter') return 'm';
  if (attribute === 'content.loaFeet') return 'ft';
  return SEARCH_PRICE_CURRENCIES.find((code) => attribute === `content.exchangePrices.${code}`) ?? null;
};

const filterOf = (attribute: string): ChipFilter | null => (Object.hasOwn(FILTER_OF, attribute) ? (FILTER_OF[attribute] ?? null) : null);

/** One chip per refined value, in the filter panel's order; a category chip first. */
export const gridChips = (state: Pick<SearchUrlState, 'list' | 'menu' | 'range' | 'numericMenu'>): Chip[] => {
  const chips: Chip[] = [];
  const text = (attribute: string, value: string) => {
    const filter = filterOf(attribute);
    if (filter) chips.push({ attribute, filter, value: { kind: 'text', text: value } });
  };
  for (const [attribute, value] of Object.entries(state.menu)) text(attribute, value);
  for (const [attribute, values] of Object.entries(state.list)) values.forEach((value) => text(attribute, value));
  for (const [attribute, value] of [...Object.entries(state.range), ...Object.entries(state.numericMenu)]) {
    const filter = filterOf(attribute);
    const range = parseRange(value);
    if (filter && range) chips.push({ attribute, filter, value: { kind: 'range', ...range, unit: unitOf(attribute) } });
  }
  const order = (chip: Chip) => CHIP_FILTERS.indexOf(chip.filter);
  return chips.sort((a, b) => order(a) - order(b));
};
