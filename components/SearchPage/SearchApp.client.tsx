'use client';
/**
 * The search page island (spec 2.10, 9.2): InstantSearch on the browser search client, its state
 * in the URL under exactly the 9.2 keys (server-rendered from that URL by InstantSearchNext, so a
 * pasted link paints its results at once), the filter panel (a dialog-like panel on mobile that
 * 'Show results' closes), the results and refer-to-search mode (4.3).
 */
import '../ui/zod-jitless.client';
import type { LiteClient } from 'algoliasearch/lite';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { Configure, useInstantSearch } from 'react-instantsearch';
import { InstantSearchNext } from 'react-instantsearch-nextjs';
import { HITS_PER_PAGE, HITS_PER_PAGE_MOBILE, SEARCH_PRICE_CURRENCIES } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import type { PublicSearchConfig } from '../../schema/search/public-config';
import { baseIndexOf, parseSearchUrl, searchUrlQuery, type SearchIndexPrefix, type SearchUrlState } from '../../schema/search/url-state';
import { CardPreferences } from '../YachtCard/CardPreferences';
import type { PreferenceLabels, YachtCardLabels } from '../YachtCard/labels';
import { createBrowserSearchClient } from '../ui/search/client';
import { isUnavailableResult } from '../ui/search/server-fallback';
import { FILTER_PANEL_ID, filterNames, FilterPanel, type PanelState } from './FilterPanel.client';
import type { SearchLabels } from './labels';
import { rememberOpenedYacht, rememberSearch } from './refer-to-search.client';
import { Found, GeneralHits, Pages, Refinements, SortControls, YachtHits } from './Results.client';
import { Recommendations } from './Recommendations.client';
import { SearchBar, SearchCategories } from './SearchBar.client';
import { GENERAL_HIT_ATTRIBUTES, YACHT_HIT_ATTRIBUTES } from './hits';
import { fromIndexUiState, searchStateMapping } from './ui-state';
import { createAddressFollower, FollowAddress } from './follow-address.client';
import { useSearchPreferences } from './use-search-preferences.client';

const noSubscribe = () => () => undefined;
const NO_HIGHLIGHTS: string[] = [];

export type SearchAppProps = {
  config: PublicSearchConfig;
  locale: Locale;
  initialState: SearchUrlState;
  /** The public path of the search page ('/es/search'). */
  searchPath: string;
  mobile: boolean;
  labels: SearchLabels;
  cardLabels: YachtCardLabels;
  preferenceLabels: PreferenceLabels;
};

export function SearchApp(props: SearchAppProps) {
  const { config, locale, initialState, searchPath } = props;
  const prefix = initialState.index;
  const client = useMemo(() => createBrowserSearchClient(config), [config]);
  const [follower] = useState(createAddressFollower);
  const routing = useMemo(
    () => ({
      router: {
        cleanUrlOnDispose: false,
        // Written at once: every change here is a deliberate act (a submitted query, a released
        // slider), with nothing to coalesce. The default 400 ms delay also lost a change made within
        // it after Back or Forward: the router skips writes until its post-popstate write has fired.
        writeDelay: 0,
        start: follower.start,
        dispose: follower.dispose,
        createURL: ({ routeState }: { routeState: SearchUrlState }) => `${searchPath}${searchUrlQuery(routeState)}`,
        // The server renders the state the page parsed; the browser reads its own address.
        parseURL: ({ location }: { location: Location }) => (typeof window === 'undefined' ? initialState : parseSearchUrl(new URLSearchParams(location.search))),
        // The router compares these relative URLs with the absolute address, so as the island
        // started it pushed the page onto itself: a second history entry for one search (Back
        // stayed put) and a re-render of the whole page by Next's router, on the main thread.
        push: (url: string) => {
          if (new URL(url, window.location.href).href !== window.location.href) window.history.pushState({}, '', url);
        },
      },
      stateMapping: searchStateMapping(prefix, locale),
    }),
    [searchPath, initialState, prefix, locale, follower],
  );
  const remember = useCallback((state: SearchUrlState) => void rememberSearch(client, state, `${searchPath}${searchUrlQuery(state)}`, locale), [client, searchPath, locale]);
  if (!client) return <Unavailable text={props.labels.unavailable} />;
  return (
    <InstantSearchNext searchClient={client} indexName={baseIndexOf(prefix, locale)} routing={routing} future={{ preserveSharedStateOnUnmount: true }} insights={false}>
      <Configure
        hitsPerPage={props.mobile ? HITS_PER_PAGE_MOBILE : HITS_PER_PAGE}
        attributesToRetrieve={prefix === 'y' ? YACHT_HIT_ATTRIBUTES : GENERAL_HIT_ATTRIBUTES}
        attributesToHighlight={NO_HIGHLIGHTS}
      />
      <FollowAddress follower={follower} />
      <SearchLayout {...props} prefix={prefix} remember={remember} client={client} />
    </InstantSearchNext>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p role="status" data-search-unavailable className="bg-gray-100 p-6 text-center text-body">
      {text}
    </p>
  );
}

function SearchLayout(props: SearchAppProps & { prefix: SearchIndexPrefix; remember: (state: SearchUrlState) => void; client: LiteClient }) {
  const { locale, prefix, labels, remember } = props;
  const { indexUiState, setIndexUiState, status, refresh, results } = useInstantSearch({ catchError: true });
  // Search failed while the page rendered on the server: the same message, and the retry searches
  // from here; no count or "no results" until then, since nothing was searched.
  const unreached = isUnavailableResult(results?.userData);
  const failed = status === 'error' || unreached;
  // No widget hooks here: on the server a widget hook waits for the results, and every widget
  // below must have registered before the first search is sent.
  const state = fromIndexUiState(indexUiState, prefix, locale);
  const key = searchUrlQuery(state);
  const prefs = useSearchPreferences(state, props.initialState, (next) => setIndexUiState(next), locale);
  const [panel, setPanel] = useState<PanelState>('closed');
  // The search's state once the island runs in the browser ('server' in the HTML), so a test or a
  // script can wait for the page to be ready instead of for the network to fall quiet.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

  // Spec 4.3: arriving here (and every new search) turns refer-to-search on with this search.
  useEffect(() => {
    remember(parseSearchUrl(new URLSearchParams(key)));
  }, [key, remember]);

  const charter = state.menu['content.type'] === 'charter';
  return (
    <div data-search-index={prefix} data-search-status={hydrated ? status : 'server'} className="flex flex-col gap-6">
      <SearchBar labels={labels} prefix={prefix} searchPath={props.searchPath} query={state.query} />
      <SearchCategories labels={labels} prefix={prefix} />
      <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
        <FilterPanel
          state={panel}
          onChange={setPanel}
          mobile={props.mobile}
          labels={labels}
          prefix={prefix}
          lengthAttribute={prefs.lengthAttribute}
          lengthUnit={prefs.lengthUnit}
          priceAttribute={prefs.priceAttribute}
          currency={prefs.currency}
          charter={charter}
        />
        <section aria-label={labels.results} className="flex min-w-0 flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            {unreached ? <span /> : <Found labels={labels} locale={locale} />}
            <button
              type="button"
              data-open-filters
              aria-expanded={panel === 'open'}
              aria-controls={FILTER_PANEL_ID}
              onClick={() => setPanel('open')}
              className="border border-navy px-4 py-2 text-sm font-semibold tracking-wide text-navy uppercase lg:hidden"
            >
              {labels.openFilters}
            </button>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <SortControls base={baseIndexOf(prefix, locale)} prefix={prefix} currency={SEARCH_PRICE_CURRENCIES.find((c) => state.sort?.startsWith(`price_${c}_`)) ?? prefs.currency} labels={labels} />
            {prefix === 'y' ? <CardPreferences labels={props.preferenceLabels} /> : null}
          </div>
          <Refinements labels={labels} names={filterNames(labels, prefs.lengthUnit, prefs.currency, charter)} />
          {failed ? (
            <div role="alert" data-search-error className="flex flex-wrap items-center justify-between gap-4 bg-gray-100 p-4 text-sm text-body">
              {labels.failed}
              <button type="button" onClick={refresh} className="font-semibold text-gold-deep underline">
                {labels.retry}
              </button>
            </div>
          ) : null}
          {unreached ? null : prefix === 'y' ? <YachtHits labels={labels} cardLabels={props.cardLabels} locale={locale} onOpen={rememberOpenedYacht} /> : <GeneralHits labels={labels} />}
          {unreached ? null : <Pages labels={labels} />}
          {prefix === 'y' ? (
            <Recommendations client={props.client} indexName={baseIndexOf(prefix, locale)} title={labels.recommendations} cardLabels={props.cardLabels} locale={locale} onOpen={rememberOpenedYacht} />
          ) : null}
        </section>
      </div>
    </div>
  );
}
