'use client';
/**
 * The closed filter panel on a phone as one InstantSearch widget. The panel's filters must stay
 * registered while it is closed (a shared link's refinements apply, the search asks for the same
 * facets), but InstantSearch recomputes every registered widget's parameters each time one more
 * registers, and each filter's hook computes its choices though none is drawn. This widget holds
 * the filters' own connectors (same parameters: filter-widgets.ts), registers them at once and
 * draws nothing. When the panel first opens, the drawn filters take over.
 */
import type { SearchParameters } from 'algoliasearch-helper';
import type { Connector, IndexUiState, Widget } from 'instantsearch.js';
import connectMenu from 'instantsearch.js/es/connectors/menu/connectMenu.js';
import connectNumericMenu from 'instantsearch.js/es/connectors/numeric-menu/connectNumericMenu.js';
import connectRange from 'instantsearch.js/es/connectors/range/connectRange.js';
import connectRefinementList from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import { useConnector } from 'react-instantsearch';
import type { SearchIndexPrefix } from '../../schema/search/url-state';
import { panelWidgetSpecs, type PanelWidgetSpec } from './filter-widgets';

const noRender = () => undefined;

type StateWidget = {
  getWidgetSearchParameters: (state: SearchParameters, options: { uiState: IndexUiState }) => SearchParameters;
  getWidgetUiState: NonNullable<Widget['getWidgetUiState']>;
};

/** The connector's widget for one filter: only its part in the search state is used. */
const stateWidget = (spec: PanelWidgetSpec): StateWidget => {
  switch (spec.kind) {
    case 'menu':
      return connectMenu(noRender)(spec.params);
    case 'list':
      return connectRefinementList(noRender)(spec.params);
    case 'numeric':
      return connectNumericMenu(noRender)(spec.params);
    case 'range':
      return connectRange(noRender)(spec.params);
  }
};

// It draws nothing, so it has no render state of its own.
type PanelWidgetDescription = { $$type: 'halcyon.panel'; renderState: Record<string, unknown>; indexRenderState: Record<string, unknown> };
type PanelWidgetParams = { specs: PanelWidgetSpec[] };

export const connectPanel: Connector<PanelWidgetDescription, PanelWidgetParams> = (_render, unmount) => (widgetParams) => {
  const widgets = widgetParams.specs.map(stateWidget);
  return {
    $$type: 'halcyon.panel',
    init: noRender,
    render: noRender,
    // Nothing is cleared: with shared state preserved on unmount, the drawn filters keep what this held.
    dispose: () => unmount?.(),
    getWidgetSearchParameters: (state, options) => widgets.reduce((next, widget) => widget.getWidgetSearchParameters(next, options), state),
    getWidgetUiState: (uiState, options) => widgets.reduce((next, widget) => widget.getWidgetUiState(next, options), uiState),
    getRenderState: (renderState) => renderState,
    getWidgetRenderState: () => ({ widgetParams }),
  };
};

/** Registers the panel's filters of an index as one widget (see above). */
export function PanelWidget({ prefix, anyLabel }: { prefix: SearchIndexPrefix; anyLabel: string }) {
  useConnector(connectPanel, { specs: panelWidgetSpecs(prefix, anyLabel) });
  return null;
}
