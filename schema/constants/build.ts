/** Spec 4.9: no second reload within this time after a reload for a failed chunk. */
export const RELOAD_GUARD_MS = 10_000;
/** Spec 4.9, 7.4: the polled build id; the query names the moment, so no cache answers with an old id. */
export const BUILD_ID_PATH = '/builds/latest.json';
/** A long interval while the tab stays visible; focus and a return to the tab check sooner. */
export const BUILD_POLL_INTERVAL_MS = 15 * 60_000;
/** Focus and visibility events closer than this share one check. */
export const BUILD_POLL_MIN_GAP_MS = 60_000;
