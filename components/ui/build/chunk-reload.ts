/**
 * Spec 4.9: a script chunk of an old build that no longer loads after a deployment. The page reloads
 * once, at its URL and scroll position (the shortlist and compare live in storage), and not again
 * within the 10 s guard. Small and loaded with the page: it must be listening before any island's
 * chunk is asked for, the build watch's own included.
 */
import { isChunkLoadError, reloadAllowed } from '../../../schema/build-update';

const RELOADED_AT = 'build:reloaded-at';
const SCROLL = 'build:scroll';

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

/** Listens for failed chunks (uncaught, or reported by an item boundary); returns the stop. */
export const watchChunkErrors = (): (() => void) => {
  restoreScroll();
  const onError = (event: ErrorEvent) => chunkFailed(event.error);
  const onRejection = (event: PromiseRejectionEvent) => chunkFailed(event.reason);
  addEventListener('error', onError);
  addEventListener('unhandledrejection', onRejection);
  return () => {
    removeEventListener('error', onError);
    removeEventListener('unhandledrejection', onRejection);
  };
};
