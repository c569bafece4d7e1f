/**
 * Spec 4.9: what a page does when the site is deployed again while it is open. Pure rules; the
 * browser wiring is components/ui/build/.
 */
import { BUILD_POLL_INTERVAL_MS, BUILD_POLL_MIN_GAP_MS, RELOAD_GUARD_MS } from './constants/build';

/**
 * A script chunk that did not load: Turbopack's and webpack's ChunkLoadError, and the browsers'
 * own words for a failed `import()` (Chromium, Firefox, Safari).
 */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /Failed to load chunk|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(error.message);
};

/** Whether a reload may happen now: never twice within the guard, whatever the clock says. */
export const reloadAllowed = (lastReloadAt: number | null, now: number): boolean =>
  lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= RELOAD_GUARD_MS || now < lastReloadAt;

export type PollReason = 'start' | 'interval' | 'focus' | 'visible';

/** Whether to ask for the build id: the interval always, focus and visibility not more than once a minute. */
export const pollDue = (reason: PollReason, lastCheckAt: number | null, now: number): boolean => {
  if (reason === 'start' || reason === 'interval' || lastCheckAt === null) return true;
  return now - lastCheckAt >= BUILD_POLL_MIN_GAP_MS;
};

export { BUILD_POLL_INTERVAL_MS };

/** The build id of a `/builds/latest.json` answer, or null for anything else. */
export const readBuildId = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string' && body.buildId.length > 0 ? body.buildId : null;
