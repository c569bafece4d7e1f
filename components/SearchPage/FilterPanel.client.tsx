'use client';
/**
 * The filter panel (spec 2.10, 9.2): a column beside the results from lg, and below it a full-screen
 * panel the 'Filters' button opens and 'Show results' closes. With nothing found it says so.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useStats } from 'react-instantsearch';
import { GENERAL_FACETS, type SearchPriceCurrency } from '../../schema/constants/search';
import type { LengthUnit } from '../../schema/constants/yacht';
import type { SearchIndexPrefix } from '../../schema/search/url-state';
import { CheckboxFilter, FiltersDrawn, KeepRanges, ListFilter, NumericGroupFilter, RadioFilter, RangeFilter, SelectFilter } from './Filters.client';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import { CREW_GROUPS, generalKind, RANGES, YACHT_LISTS } from './filter-widgets';
import { PanelWidget } from './panel-widget.client';
import { fill } from '../../schema/words';
import type { SearchLabels } from './labels';

export type PanelState = 'open' | 'closed';

/** The panel the phone's 'Filters' button controls. */
export const FILTER_PANEL_ID = 'search-filters';
/** The open panel's look, for a panel opened before the search code runs. */
const OPENING = 'data-opening:fixed data-opening:inset-0 data-opening:z-50 data-opening:flex data-opening:flex-col data-opening:bg-white';

/** Tailwind's lg, where the panel is a column beside the results rather than a dialog. */
const COLUMN = '(min-width: 64rem)';
const watchColumn = (onChange: () => void) => {
  const query = window.matchMedia(COLUMN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The label of each attribute a visitor can refine (also names the refinements). */
export const filterNames = (labels: SearchLabels, unit: LengthUnit, currency: SearchPriceCurrency, charter: boolean): Record<string, string> => {
  const f = labels.filter;
  const price = fill(charter ? f.charterRate : f.price, { currency: currency.toUpperCase() });
  return {
    'content.type': labels.categories,
    kind: labels.categories,
    'content.powerOrSail': f.type,
    'content.newToTheFleet': f.newToTheFleet,
    'content.loaMeter': fill(f.length, { unit: 'm' }),
    'content.loaFeet': fill(f.length, { unit: 'ft' }),
    [`content.exchangePrices.${currency}`]: price,
    'content.numberoftotalguestsRanges': f.guests,
    'content.cabinsAmountRanges': f.cabins,
    'content.numberofcrews': f.crew,
    'content.builderName': f.builder,
    'content.destinations': f.destination,
    'content.amenities': f.amenities,
    'content.builtyearRanges': f.builtyear,
    'content.refityearRanges': f.refityear,
    ...Object.fromEntries(GENERAL_FACETS.map((facet) => [facet, f[facet]])),
  };
};

type Props = {
  state: PanelState;
  onChange: (state: PanelState) => void;
  labels: SearchLabels;
  prefix: SearchIndexPrefix;
  lengthUnit: LengthUnit;
  lengthAttribute: string;
  currency: SearchPriceCurrency;
  priceAttribute: string;
  charter: boolean;
  /** A phone (decided on the server): the panel starts closed and out of sight. */
  mobile: boolean;
};

export function FilterPanel({ state, onChange, labels, prefix, lengthUnit, lengthAttribute, currency, priceAttribute, charter, mobile }: Props) {
  const names = filterNames(labels, lengthUnit, currency, charter);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  const open = state === 'open';
  const close = useCallback(() => onChange('closed'), [onChange]);
  // Open on a phone it is a dialog: Tab stays inside, Escape closes, the page behind does not scroll.
  useFocusTrap(panel, open, close);
  useBodyScrollLock(open);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const name = (attribute: string) => names[attribute] ?? attribute;
  // A phone draws the choices when the panel opens (or when its screen is wide enough for the column).
  const column = useSyncExternalStore(
    watchColumn,
    () => window.matchMedia(COLUMN).matches,
    () => false,
  );
  const drawn = !mobile || open || column;
  // Until first drawn, the filters are one widget; once drawn they keep their own (closing only hides them).
  const [registered, setRegistered] = useState(drawn);
  if (drawn && !registered) setRegistered(true);
  return (
    <aside
      ref={panel}
      id={FILTER_PANEL_ID}
      aria-labelledby="search-filters-title"
      data-filter-panel={state}
      // data-opening: opened on the server's page before the search code runs (hand-off.client.ts).
      className={`${open ? 'fixed inset-0 z-50 flex flex-col bg-white' : `hidden ${OPENING}`} lg:static lg:z-auto lg:flex lg:flex-col`}
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-5 py-4 lg:px-0 lg:pt-0">
        <h2 id="search-filters-title" ref={heading} tabIndex={-1} className="text-sm font-semibold tracking-widest text-navy uppercase outline-none">
          {labels.filters}
        </h2>
        <button type="button" data-closes-panel onClick={() => onChange('closed')} aria-label={labels.closeFilters} className="text-2xl leading-none text-navy lg:hidden">
          ×
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 lg:overflow-visible lg:px-0">
        {registered ? null : <p className="hidden py-6 text-sm text-body in-data-opening:block">{labels.loadingFilters}</p>}
        <PanelNoResults text={labels.noResults} />
        {registered ? null : <PanelWidget prefix={prefix} anyLabel={labels.any} />}
        <FiltersDrawn value={drawn}>
          {!registered ? null : prefix === 'y' ? (
            <>
              <KeepRanges attributes={RANGES} />
              <RadioFilter
                attribute="content.powerOrSail"
                title={name('content.powerOrSail')}
                labels={labels}
                label={(value) => (value === 'Motor' || value === 'Sail' ? labels.power[value] : value)}
              />
              <CheckboxFilter attribute="content.newToTheFleet" title={name('content.newToTheFleet')} />
              <RangeFilter key={lengthAttribute} attribute={lengthAttribute} title={name(lengthAttribute)} labels={labels} step={lengthUnit === 'm' ? 0.1 : 1} slider />
              <RangeFilter key={priceAttribute} attribute={priceAttribute} title={name(priceAttribute)} labels={labels} step={1000} />
              {YACHT_LISTS.slice(0, 2).map((attribute) => (
                <ListFilter key={attribute} attribute={attribute} title={name(attribute)} labels={labels} />
              ))}
              <NumericGroupFilter attribute="content.numberofcrews" title={name('content.numberofcrews')} labels={labels} groups={CREW_GROUPS} />
              {YACHT_LISTS.slice(2).map((attribute) => (
                <ListFilter key={attribute} attribute={attribute} title={name(attribute)} labels={labels} />
              ))}
            </>
          ) : (
            GENERAL_FACETS.map((facet) =>
              generalKind(facet) === 'select' ? (
                <SelectFilter key={facet} attribute={facet} title={name(facet)} labels={labels} />
              ) : (
                <ListFilter key={facet} attribute={facet} title={name(facet)} labels={labels} />
              ),
            )
          )}
        </FiltersDrawn>
      </div>
      <div className="border-t border-gray-200 p-4 lg:hidden">
        <ShowResults text={labels.showResults} onClick={() => onChange('closed')} />
      </div>
    </aside>
  );
}

function PanelNoResults({ text }: { text: string }) {
  const { nbHits } = useStats();
  if (nbHits > 0) return null;
  return (
    <p data-filter-no-results className="my-4 bg-gray-100 p-4 text-sm text-body">
      {text}
    </p>
  );
}

function ShowResults({ text, onClick }: { text: string; onClick: () => void }) {
  const { nbHits } = useStats();
  return (
    <button type="button" data-show-results data-closes-panel onClick={onClick} className="w-full bg-navy py-3 text-sm font-semibold tracking-wide text-white uppercase">
      {text} ({nbHits})
    </button>
  );
}
