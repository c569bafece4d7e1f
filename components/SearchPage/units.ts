/**
 * The length and price filters follow the visitor's unit and currency (spec 2.10, 9.2): the length
 * range is on content.loaMeter or content.loaFeet, the price range on content.exchangePrices.{cur}.
 * Switching the unit converts an active length range, rounded outwards so no yacht of the old
 * range drops out (metres to one decimal, feet to whole feet, as the records store them).
 */
import { SEARCH_PRICE_CURRENCIES, type SearchPriceCurrency } from '../../schema/constants/search';
import type { LengthUnit } from '../../schema/constants/yacht';
import { formatRange, parseRange, type SearchUrlState } from '../../schema/search/url-state';

export const LENGTH_ATTRIBUTES: Record<LengthUnit, string> = { m: 'content.loaMeter', ft: 'content.loaFeet' };
export const FEET_PER_METRE = 3.28084;
export const priceAttribute = (currency: SearchPriceCurrency): string => `content.exchangePrices.${currency}`;

/** The unit of the state's active length range, or null without one. */
export const lengthUnitOf = (state: SearchUrlState): LengthUnit | null => (state.range[LENGTH_ATTRIBUTES.ft] !== undefined ? 'ft' : state.range[LENGTH_ATTRIBUTES.m] !== undefined ? 'm' : null);

/** The currency of the state's active price range, or null without one. */
export const priceCurrencyOf = (state: SearchUrlState): SearchPriceCurrency | null => SEARCH_PRICE_CURRENCIES.find((currency) => state.range[priceAttribute(currency)] !== undefined) ?? null;

const down = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const up = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;
const tidy = (value: number) => Number(value.toFixed(1));

/** A length in one unit converted to the other, widened to the step of the target unit. */
export const convertLength = (value: number, to: LengthUnit, edge: 'min' | 'max'): number => {
  const raw = to === 'ft' ? value * FEET_PER_METRE : value / FEET_PER_METRE;
  const step = to === 'ft' ? 1 : 0.1;
  return tidy(edge === 'min' ? down(raw, step) : up(raw, step));
};

/** The state with its length range moved to `to` (a new state; unchanged when there is nothing to move). */
export const convertLengthRange = (state: SearchUrlState, to: LengthUnit): SearchUrlState => {
  const from = lengthUnitOf(state);
  if (from === null || from === to) return state;
  const text = state.range[LENGTH_ATTRIBUTES[from]];
  const range = text === undefined ? null : parseRange(text);
  const rest = Object.fromEntries(Object.entries(state.range).filter(([attribute]) => attribute !== LENGTH_ATTRIBUTES[from]));
  if (!range) return { ...state, range: rest };
  const min = range.min === null ? null : convertLength(range.min, to, 'min');
  const max = range.max === null ? null : convertLength(range.max, to, 'max');
  return { ...state, range: { ...rest, [LENGTH_ATTRIBUTES[to]]: formatRange(min, max) }, page: 1 };
};
