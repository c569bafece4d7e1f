/**
 * The search page's InstantSearch state <-> the spec 9.2 URL state (schema/search/url-state.ts).
 * InstantSearch keeps one UI state per index id (the locale's index name); the URL keeps the
 * neutral state. Both directions pass through the URL parser, so junk never reaches a query.
 */
import type { IndexUiState, UiState } from 'instantsearch.js';
import type { Locale } from '../../schema/constants/locale';
import { baseIndexOf, EMPTY_SEARCH_STATE, isSortKey, parseSearchUrl, searchIndexOf, searchUrlQuery, type SearchIndexPrefix, type SearchUrlState } from '../../schema/search/url-state';

/** Drops what the URL parser would drop (unknown attributes, junk ranges, bad sorts). */
export const cleanState = (state: SearchUrlState): SearchUrlState => parseSearchUrl(new URLSearchParams(searchUrlQuery(state)));

const entries = <T>(record: Record<string, T> | undefined): [string, T][] => Object.entries(record ?? {});

export const toIndexUiState = (state: SearchUrlState, locale: Locale): IndexUiState => {
  const ui: IndexUiState = {};
  if (state.query) ui.query = state.query;
  if (Object.keys(state.list).length) ui.refinementList = Object.fromEntries(entries(state.list).map(([k, v]) => [k, [...v]]));
  if (Object.keys(state.menu).length) ui.menu = { ...state.menu };
  if (Object.keys(state.range).length) ui.range = { ...state.range };
  if (Object.keys(state.numericMenu).length) ui.numericMenu = { ...state.numericMenu };
  if (state.sort) ui.sortBy = searchIndexOf(state, locale);
  if (state.page > 1) ui.page = state.page;
  return ui;
};

/** The '{sort}_{order}' key of a replica of `base`, or null for the base index or a stranger. */
const sortKeyOf = (prefix: SearchIndexPrefix, base: string, sortBy: string | undefined): string | null => {
  if (!sortBy || !sortBy.startsWith(`${base}_`)) return null;
  const key = sortBy.slice(base.length + 1);
  return isSortKey(prefix, key) ? key : null;
};

export const fromIndexUiState = (ui: IndexUiState | undefined, prefix: SearchIndexPrefix, locale: Locale): SearchUrlState => {
  const state: SearchUrlState = {
    ...EMPTY_SEARCH_STATE,
    index: prefix,
    query: ui?.query ?? '',
    list: Object.fromEntries(entries(ui?.refinementList).filter(([, v]) => v.length > 0)),
    menu: Object.fromEntries(entries(ui?.menu).filter(([, v]) => v !== '')),
    range: Object.fromEntries(entries(ui?.range).filter(([, v]) => v !== '' && v !== ':')),
    numericMenu: Object.fromEntries(entries(ui?.numericMenu).filter(([, v]) => v !== '' && v !== ':')),
    sort: sortKeyOf(prefix, baseIndexOf(prefix, locale), ui?.sortBy),
    page: ui?.page ?? 1,
  };
  return cleanState(state);
};

/** InstantSearch's stateMapping for one index of a locale. */
export const searchStateMapping = (prefix: SearchIndexPrefix, locale: Locale) => {
  const id = baseIndexOf(prefix, locale);
  return {
    stateToRoute: (uiState: UiState): SearchUrlState => fromIndexUiState(uiState[id], prefix, locale),
    routeToState: (route: SearchUrlState): UiState => ({ [id]: toIndexUiState(route.index === prefix ? cleanState(route) : { ...EMPTY_SEARCH_STATE, index: prefix }, locale) }),
  };
};
