'use client';
/**
 * Which length and price attributes the filters use: the URL's when it has a range, else the
 * visitor's unit and currency. Arriving with a range in the other unit makes it the page's unit;
 * switching the unit afterwards converts the active length range (spec 2.10 units helper).
 */
import { useEffect, useRef } from 'react';
import type { IndexUiState } from 'instantsearch.js';
import { SEARCH_PRICE_CURRENCIES, type SearchPriceCurrency } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import type { LengthUnit } from '../../schema/constants/yacht';
import type { SearchUrlState } from '../../schema/search/url-state';
import { isLengthUnit } from '../ui/prefs/preferences';
import { DEFAULT_DISPLAY_CURRENCY } from '../../schema/constants/currency';
import { choosePreference, useDisplayPreference } from '../ui/prefs/display-preference.client';
import { toIndexUiState } from './ui-state';
import { convertLengthRange, LENGTH_ATTRIBUTES, lengthUnitOf, priceAttribute, priceCurrencyOf } from './units';

const asCurrency = (value: string): SearchPriceCurrency => SEARCH_PRICE_CURRENCIES.find((c) => c === value) ?? DEFAULT_DISPLAY_CURRENCY;

export const useSearchPreferences = (state: SearchUrlState, initial: SearchUrlState, apply: (ui: IndexUiState) => void, locale: Locale) => {
  // First: the URL's unit and currency become the page's, before the preference is read back.
  useEffect(() => {
    const unit = lengthUnitOf(initial);
    if (unit && document.documentElement.dataset.units !== unit) choosePreference('units', unit);
    const currency = priceCurrencyOf(initial);
    if (currency && document.documentElement.dataset.currency !== currency) choosePreference('currency', currency);
  }, [initial]);
  const chosenUnit = useDisplayPreference('units', lengthUnitOf(initial) ?? 'm');
  const unit: LengthUnit = isLengthUnit(chosenUnit) ? chosenUnit : 'm';
  const currency = asCurrency(useDisplayPreference('currency', priceCurrencyOf(initial) ?? DEFAULT_DISPLAY_CURRENCY));

  const previous = useRef(unit);
  const latest = useRef({ state, apply, locale });
  useEffect(() => {
    latest.current = { state, apply, locale };
  });
  useEffect(() => {
    if (previous.current === unit) return;
    previous.current = unit;
    const { state: current, apply: set, locale: loc } = latest.current;
    const active = lengthUnitOf(current);
    if (active && active !== unit) set(toIndexUiState(convertLengthRange(current, unit), loc));
  }, [unit]);

  const lengthUnit = lengthUnitOf(state) ?? unit;
  const priceCurrency = priceCurrencyOf(state) ?? currency;
  return { lengthUnit, lengthAttribute: LENGTH_ATTRIBUTES[lengthUnit], currency: priceCurrency, priceAttribute: priceAttribute(priceCurrency) };
};
