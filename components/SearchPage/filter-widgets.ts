/**
 * The widget parameters of each filter kind (spec 9.2's widget types), in one place: the drawn
 * filters (Filters.client.tsx) and the closed phone panel's single widget (panel-widget.client.ts)
 * ask the search for exactly the same facets, so swapping one for the other sends no new request.
 */
import type { MenuConnectorParams } from 'instantsearch.js/es/connectors/menu/connectMenu.js';
import type { NumericMenuConnectorParams } from 'instantsearch.js/es/connectors/numeric-menu/connectNumericMenu.js';
import type { RangeConnectorParams } from 'instantsearch.js/es/connectors/range/connectRange.js';
import type { RefinementListConnectorParams } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import { GENERAL_FACETS, SEARCH_PRICE_CURRENCIES } from '../../schema/constants/search';
import type { SearchIndexPrefix } from '../../schema/search/url-state';
import { LENGTH_ATTRIBUTES, priceAttribute } from './units';

export type NumericGroup = { start?: number; end?: number };

export const radioParams = (attribute: string): MenuConnectorParams => ({ attribute, limit: 20 });
export const checkboxParams = (attribute: string): MenuConnectorParams => ({ attribute });
export const listParams = (attribute: string): RefinementListConnectorParams => ({ attribute, limit: 8, showMore: true, showMoreLimit: 60, sortBy: ['isRefined', 'count:desc', 'name:asc'] });
export const selectParams = (attribute: string): MenuConnectorParams => ({ attribute, limit: 60, sortBy: ['name:desc'] });
export const rangeParams = (attribute: string): RangeConnectorParams => ({ attribute });
/** A numeric group's label is its value's text ('1-5', '21+'); 'Any' is the group without bounds. */
export const numericParams = (attribute: string, anyLabel: string, groups: readonly NumericGroup[]): NumericMenuConnectorParams => ({
  attribute,
  items: [{ label: anyLabel }, ...groups.map((g) => ({ ...g, label: g.end === undefined ? `${g.start ?? 0}+` : `${g.start ?? 0}-${g.end}` }))],
});

export const CREW_GROUPS: readonly NumericGroup[] = [{ start: 1, end: 5 }, { start: 6, end: 10 }, { start: 11, end: 20 }, { start: 21 }];
/** Every length and price range, in each unit and currency (see KeepRanges). */
export const RANGES = [...Object.values(LENGTH_ATTRIBUTES), ...SEARCH_PRICE_CURRENCIES.map(priceAttribute)];
/** The yacht facets shown as multiselect lists, in the panel's order (crew, a numeric group, comes after the cabins). */
export const YACHT_LISTS = [
  'content.numberoftotalguestsRanges',
  'content.cabinsAmountRanges',
  'content.builderName',
  'content.destinations',
  'content.amenities',
  'content.builtyearRanges',
  'content.refityearRanges',
] as const;
/** A year is one choice among many: a drop-down; the other general facets are lists. */
export const generalKind = (facet: (typeof GENERAL_FACETS)[number]) => (facet === 'publicationYear' ? 'select' : 'list');

export type PanelWidgetSpec =
  | { kind: 'menu'; params: MenuConnectorParams }
  | { kind: 'list'; params: RefinementListConnectorParams }
  | { kind: 'numeric'; params: NumericMenuConnectorParams }
  | { kind: 'range'; params: RangeConnectorParams };

/** Every widget the filter panel registers for an index, with the parameters its filter uses. */
export const panelWidgetSpecs = (prefix: SearchIndexPrefix, anyLabel: string): PanelWidgetSpec[] =>
  prefix === 'y'
    ? [
        ...RANGES.map((attribute) => ({ kind: 'range' as const, params: rangeParams(attribute) })),
        { kind: 'menu', params: radioParams('content.powerOrSail') },
        { kind: 'menu', params: checkboxParams('content.newToTheFleet') },
        ...YACHT_LISTS.map((attribute) => ({ kind: 'list' as const, params: listParams(attribute) })),
        { kind: 'numeric', params: numericParams('content.numberofcrews', anyLabel, CREW_GROUPS) },
      ]
    : GENERAL_FACETS.map((facet) => (generalKind(facet) === 'select' ? { kind: 'menu' as const, params: selectParams(facet) } : { kind: 'list' as const, params: listParams(facet) }));
