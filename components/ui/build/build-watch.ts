/**
 * Spec 4.9 in the browser. Two duties, both cheap enough for every page:
 * - a new deployment: the build id is polled (on start, on a long interval, when the tab comes back
 *   or gets focus); when it differs from the build that drew this page, the next navigation loads a
 *   whole document from the new build instead of staying in this one (a link, a history entry an
 *   island pushes, a page restored from the back-forward cache);
 * - a chunk of the old build that no longer loads: the page reloads once, at its URL and scroll
 *   position, and not again within the 10 s guard (the shortlist and compare live in storage).
 */
import { BUILD_ID_PATH, BUILD_POLL_INTERVAL_MS } from '../../../schema/constants/build';
import { BUILD_ID } from './build-id';
import { isChunkLoadError, pollDue, readBuildId, reloadAllowed, type PollReason } from '../../../schema/build-update';

const RELOADED_AT = 'build:reloaded-at';
const SCROLL = 'build:scroll';

/** The build that drew this page. */
const CURRENT = BUILD_ID;

const stored = (key: string): string | null => {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
};
const store = (key: string, value: string | null): void => {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the guard then rests on this page's memory.
  }
};

let reloading = false;

/** Reloads the page for a missing chunk unless the guard forbids it; returns whether it did. */
export const reloadForChunk = (now = Date.now()): boolean => {
  if (reloading || !reloadAllowed(Number(stored(RELOADED_AT) ?? Number.NaN), now)) return false;
  reloading = true;
  store(RELOADED_AT, String(now));
  store(SCROLL, JSON.stringify({ url: location.href, x: scrollX, y: scrollY }));
  location.reload();
  return true;
};

/** After such a reload: back to where the visitor was (the URL is kept by the reload itself). */
const restoreScroll = (): void => {
  const saved = stored(SCROLL);
  store(SCROLL, null);
  if (!saved) return;
  try {
    const { url, x, y } = JSON.parse(saved) as { url?: unknown; x?: unknown; y?: unknown };
    if (url === location.href && typeof x === 'number' && typeof y === 'number') scrollTo(x, y);
  } catch {
    // A junk entry is dropped.
  }
};

const chunkFailed = (error: unknown): void => {
  if (isChunkLoadError(error)) reloadForChunk();
};

/** Same-origin, same window, a different document: what a click would leave this build for. */
const leavesDocument = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== location.origin || anchor.target || anchor.hasAttribute('download') || anchor.hasAttribute('data-drawer')) return null;
  if (anchor.pathname === location.pathname && anchor.search === location.search) return null;
  return anchor.href;
};

/** The same-origin destination of a history push that would stay in this document, else null. */
const pushedUrl = (event: Event): string | null => {
  if (!('destination' in event) || !('hashChange' in event) || !('navigationType' in event) || !('downloadRequest' in event)) return null;
  const { destination, hashChange, navigationType, downloadRequest } = event;
  // A push only: a replaced entry (an island keeping its state in the address) is no navigation to the visitor.
  if (hashChange !== false || downloadRequest !== null || navigationType !== 'push') return null;
  if (typeof destination !== 'object' || destination === null || !('url' in destination) || !('sameDocument' in destination)) return null;
  // A document load is left alone: it already reaches the new build (and location.assign below is one).
  const { url, sameDocument } = destination;
  return sameDocument === true && typeof url === 'string' && new URL(url).origin === location.origin ? url : null;
};

type Watch = { stop: () => void };

/** Starts both duties; `fetchLatest` is the poll (a test passes its own). */
export const startBuildWatch = (fetchLatest: () => Promise<string | null> = fetchBuildId): Watch => {
  restoreScroll();
  const onError = (event: ErrorEvent) => chunkFailed(event.error);
  const onRejection = (event: PromiseRejectionEvent) => chunkFailed(event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);

  let outdated = false;
  let lastCheckAt: number | null = null;
  const becomeOutdated = () => {
    outdated = true;
    document.documentElement.dataset['buildOutdated'] = '';
  };
  const check = (reason: PollReason) => {
    const now = Date.now();
    if (outdated || !CURRENT || !pollDue(reason, lastCheckAt, now)) return;
    lastCheckAt = now;
    void fetchLatest().then((latest) => {
      if (latest !== null && latest !== CURRENT) becomeOutdated();
    });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') check('visible');
  };
  const onFocus = () => check('focus');
  const timer = setInterval(() => check('interval'), BUILD_POLL_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisible);
  addEventListener('focus', onFocus);

  // Capture: before any island turns the click into something that stays in this document.
  const onClick = (event: MouseEvent) => {
    const href = outdated ? leavesDocument(event) : null;
    if (!href) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    location.assign(href);
  };
  addEventListener('click', onClick, true);
  // A history entry an island pushes (search refinements, the App Router) becomes a document load.
  // The Navigation API (Chromium, Safari 26, Firefox 147) sees them; elsewhere links still are caught.
  const onNavigate = (event: Event) => {
    const url = outdated && event.cancelable ? pushedUrl(event) : null;
    if (!url) return;
    event.preventDefault();
    location.assign(url);
  };
  const navigation = 'navigation' in window && window.navigation instanceof EventTarget ? window.navigation : undefined;
  navigation?.addEventListener('navigate', onNavigate);
  // A page of the old build restored from the back-forward cache is reloaded from the new one.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && outdated) location.reload();
  };
  addEventListener('pageshow', onPageShow);
  // The first poll waits for an idle moment: the page's own loading comes first.
  const idle = 'requestIdleCallback' in window ? requestIdleCallback(() => check('start'), { timeout: 5_000 }) : null;
  const late = idle === null ? window.setTimeout(() => check('start'), 2_000) : null;

  return {
    stop() {
      removeEventListener('error', onError);
      removeEventListener('unhandledrejection', onRejection);
      clearInterval(timer);
      if (idle !== null) cancelIdleCallback(idle);
      if (late !== null) clearTimeout(late);
      document.removeEventListener('visibilitychange', onVisible);
      removeEventListener('focus', onFocus);
      removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
      removeEventListener('pageshow', onPageShow);
    },
  };
};

/** The running build's id, or null when the endpoint cannot say (offline, an error page). */
async function fetchBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`${BUILD_ID_PATH}?${Date.now()}`, { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok ? readBuildId(await response.json()) : null;
  } catch {
    return null;
  }
}
