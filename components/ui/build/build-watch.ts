/**
 * Spec 4.9: a new deployment. The build id is polled (when this module loads, after the page's
 * settling, 1.5 s after hydration; on a long interval; when the tab comes back or gets focus); when it differs
 * from the build that drew this page, the next navigation loads a whole document from the new
 * build instead of staying in this one (a link, a history entry an island pushes, a page restored
 * from the back-forward cache). Loaded on its own after idle (site/ui/PageBehaviour.client.tsx).
 */
import { BUILD_ID_PATH, BUILD_POLL_INTERVAL_MS } from '../../../schema/constants/build';
import { pollDue, readBuildId, type PollReason } from '../../../schema/build-update';
import { BUILD_ID } from './build-id';

/** The build that drew this page. */
const CURRENT = BUILD_ID;

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

/** Starts watching; `fetchLatest` is the poll (a test passes its own). */
export const startBuildWatch = (fetchLatest: () => Promise<string | null> = fetchBuildId): Watch => {
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
  check('start');

  return {
    stop() {
      clearInterval(timer);
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
