'use client';
/**
 * The search island, loaded when the visitor first reaches for one of its controls (spec 2.10, 9.2).
 * The server renders the island in full, so the page arrives with its results, counts, filters and
 * pages; the browser keeps that HTML as it is and loads no search code at first (InstantSearch and
 * its checks weigh more than the rest of the page's scripts). The first pointer, focus, key or
 * input on a control loads the island; it starts hidden beside the server's HTML from the URL's
 * search and the results the server sent, takes what the visitor did meanwhile (hand-off.client.ts),
 * and replaces that HTML in place once its search has answered. Reached by a client-side
 * navigation, with no server HTML to keep, it loads at once. This module itself loads only on the
 * search page (SearchAppLoader.client.tsx).
 */
import { createPortal } from 'react-dom';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import type { SearchAppProps } from './SearchApp.client';
import { watchStatic, type HandOff } from './hand-off.client';
import { EARLY_TAPS_SCRIPT } from './early-taps';
import { recordSearch, rememberOpenedHits } from './remember-search.client';
import { fromYachtListText, type YachtListText } from './yacht-list-text';
import { RELATED_AHEAD_PX, RELATED_SLOT_ATTRIBUTE } from './related-slot';
import { useNear } from '../ui/hooks/use-near.client';

export type SearchLoaderProps = SearchAppProps & {
  /** This search's address and its yacht list, for refer-to-search (spec 4.3) before the island runs. */
  route: string;
  yachts: YachtListText;
};

const loadApp = () => import('./SearchApp.client').then((module) => module.SearchApp);
/** On the server only: the island renders in full into the HTML. */
const ServerApp = lazy(() => loadApp().then((SearchApp) => ({ default: SearchApp })));

/** Longest wait for the island's first search after the hand-off before it shows anyway. */
const SETTLE_MS = 4000;

export function SearchIsland({ route, yachts, ...props }: SearchLoaderProps) {
  if (typeof window === 'undefined') {
    return (
      // No boundary of its own, as before it loaded lazily: the island streams in the page's.
      <div data-search-island="">
        <div>
          {/* Keeps taps made before the page's scripts run; the browser keeps this HTML as it came. */}
          <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
          <ServerApp {...props} />
        </div>
      </div>
    );
  }
  return <BrowserIsland props={props} route={route} yachts={yachts} />;
}

/** The island's search has no request in flight (data-search-status, SearchApp.client.tsx). */
const settled = (live: HTMLElement) => {
  const status = live.querySelector('[data-search-status]')?.getAttribute('data-search-status');
  return status === 'idle' || status === 'error';
};

function BrowserIsland({ props, route, yachts }: { props: SearchAppProps; route: string; yachts: YachtListText }) {
  const wrapper = useRef<HTMLDivElement>(null);
  const server = useRef<HTMLDivElement>(null);
  // The island renders here, out of the document (no second copy of the page's ids and controls),
  // until it takes the server HTML's place.
  const [holder] = useState(() => document.createElement('div'));
  const handOff = useRef<HandOff | null>(null);
  const related = useRef<HTMLElement | null>(null);
  const afterShow = useRef<(() => Promise<void>) | null>(null);
  const [App, setApp] = useState<ComponentType<SearchAppProps> | null>(null);
  const [shown, setShown] = useState(false);
  const [waiting, setWaiting] = useState(false);

  const load = useCallback(() => {
    loadApp().then(
      (SearchApp) => setApp(() => SearchApp),
      () => handOff.current?.fail(),
    );
  }, []);

  useLayoutEffect(() => {
    const root = server.current;
    if (!root) return;
    // A client-side navigation: nothing rendered here to keep.
    if (!root.firstElementChild) {
      setShown(true);
      load();
      return;
    }
    const watching = watchStatic(root, load);
    handOff.current = watching;
    setWaiting(true);
    related.current = root.querySelector(`[${RELATED_SLOT_ATTRIBUTE}]`);
    return () => watching.stop();
  }, [load]);
  // The related yachts are asked for as the visitor nears them: that needs the island too.
  useNear(related, RELATED_AHEAD_PX, load, App === null, true);

  // Spec 4.3: the page turns refer-to-search on with its search, whether or not the island ever loads.
  const { initialState } = props;
  useEffect(() => {
    recordSearch(initialState, route, fromYachtListText(yachts));
    return wrapper.current ? rememberOpenedHits(wrapper.current) : undefined;
  }, [initialState, route, yachts]);

  // Mounted: takes what was done meanwhile, then shows once its search has answered.
  const onMounted = useCallback(() => {
    const watching = handOff.current;
    if (!watching) return;
    let frames = 0;
    const started = performance.now();
    const step = () => {
      const waited = performance.now() - started > SETTLE_MS;
      if (!holder.querySelector('[data-search-status]') && !waited) return void requestAnimationFrame(step);
      if (frames === 0) watching.attach(holder);
      // A replayed change starts its search a moment later: look again after two frames.
      frames += 1;
      if (frames < 3 || (!settled(holder) && !waited)) return void requestAnimationFrame(step);
      afterShow.current = watching.finish();
      setShown(true);
    };
    requestAnimationFrame(step);
  }, [holder]);

  useLayoutEffect(() => {
    if (!shown) return;
    wrapper.current?.append(holder);
    void afterShow.current?.();
    afterShow.current = null;
  }, [shown, holder]);

  return (
    // 'waiting': the server's HTML answers the visitor and the search code loads at the first reach.
    <div ref={wrapper} data-search-island={shown ? 'search' : waiting ? 'waiting' : ''}>
      {/* Keeps the server's HTML as it came: React neither hydrates nor replaces what is inside. */}
      {shown ? null : <div ref={server} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />}
      {App
        ? createPortal(
            <Suspense fallback={null}>
              <App {...props} />
              <Mounted onMounted={onMounted} />
            </Suspense>,
            holder,
          )
        : null}
    </div>
  );
}

function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return null;
}
