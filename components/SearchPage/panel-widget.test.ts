import algoliasearchHelper, { SearchParameters } from 'algoliasearch-helper';
import { liteClient } from 'algoliasearch/lite';
import { describe, expect, it } from 'vitest';
import { parseSearchUrl } from '../../schema/search/url-state';
import { panelWidgetSpecs, RANGES, YACHT_LISTS } from './filter-widgets';
import { connectPanel } from './panel-widget.client';
import { toIndexUiState } from './ui-state';

// Spec 2.10, 9.2: on a phone the closed filter panel is one widget; a shared link's refinements must
// reach the search through it and come back out of it unchanged, and it must ask for every facet
// the drawn filters ask for, so the panel opening changes neither the results nor the request.
const index = 'YachtIndex_en';
const panel = connectPanel(() => undefined)({ specs: panelWidgetSpecs('y', 'Any') });
const helper = algoliasearchHelper(liteClient('app', 'key'), index);
const { getWidgetSearchParameters, getWidgetUiState } = panel;
if (!getWidgetSearchParameters || !getWidgetUiState) throw new Error('the panel widget keeps no search state');

describe('the closed filter panel widget', () => {
  const link =
    'l[content.builderName]=Heesen&l[content.amenities]=Gym&m[content.powerOrSail]=Motor&m[content.newToTheFleet]=true&r[content.loaFeet]=120:200&r[content.exchangePrices.usd]=:500000&nm[content.numberofcrews]=6:10';
  const { query: _query, sortBy: _sortBy, page: _page, ...refinements } = toIndexUiState(parseSearchUrl(new URLSearchParams(link)), 'en');
  const params = getWidgetSearchParameters(new SearchParameters({ index }), { uiState: refinements });

  it("applies a shared link's refinements of every filter kind to the search", () => {
    expect(params.disjunctiveFacetsRefinements).toMatchObject({ 'content.builderName': ['Heesen'], 'content.amenities': ['Gym'] });
    expect(params.hierarchicalFacetsRefinements).toMatchObject({ 'content.powerOrSail': ['Motor'], 'content.newToTheFleet': ['true'] });
    expect(params.numericRefinements['content.loaFeet']).toEqual({ '>=': [120], '<=': [200] });
    expect(params.numericRefinements['content.exchangePrices.usd']).toEqual({ '<=': [500000] });
    expect(params.numericRefinements['content.numberofcrews']).toEqual({ '>=': [6], '<=': [10] });
  });

  it('gives the same refinements back, so the address keeps them while the panel is closed', () => {
    expect(getWidgetUiState({}, { searchParameters: params, helper })).toEqual(refinements);
  });

  it('asks for every facet the drawn filters show, with as many values as their "show more"', () => {
    expect(params.disjunctiveFacets).toEqual(expect.arrayContaining([...RANGES, ...YACHT_LISTS]));
    expect(params.hierarchicalFacets.map((facet) => facet.name)).toEqual(expect.arrayContaining(['content.powerOrSail', 'content.newToTheFleet']));
    expect(params.maxValuesPerFacet).toBe(60);
  });
});
