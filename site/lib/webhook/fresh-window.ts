/**
 * For a while after a webhook, renders ask the Delivery API to wait for the new content
 * (X-KC-Wait-For-Loading-New-Content): Kontent's own cache may still answer the version a publish
 * replaced for a few seconds, and a render that read it would keep it in the page cache until the
 * next change. The header costs latency, so it is sent only inside this window. With REDIS_URL the
 * window is shared, since every instance re-renders the expired pages; each reads the shared value
 * at most once a second, in the background, so a render never waits on Redis for it.
 */
import { sharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { processWide } from '../process-wide';

/** Longer than Kontent's own cache takes to catch up after a publish, short beside a page's life. */
export const FRESH_WINDOW_MS = 30_000;
const SHARED_KEY = 'halcyon:delivery:fresh-until';
const SHARED_READ_EVERY_MS = 1_000;

export type FreshWindow = {
  /** Opens the window here and on every instance sharing the store. */
  open(now?: number): Promise<void>;
  /** Whether a render now should ask for the newest content. */
  isOpen(now?: number): boolean;
};

export const createFreshWindow = (shared: SharedStore | null): FreshWindow => {
  let until = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading = false;
  const readShared = (now: number): void => {
    if (!shared || reading || now - readAt < SHARED_READ_EVERY_MS) return;
    reading = true;
    readAt = now;
    void shared
      .run((client) => client.get(SHARED_KEY), { background: true })
      .then(
        (value) => {
          if (typeof value === 'string' && Number(value) > until) until = Number(value);
        },
        () => undefined,
      )
      .finally(() => {
        reading = false;
      });
  };
  return {
    async open(now = Date.now()) {
      until = Math.max(until, now + FRESH_WINDOW_MS);
      await shared?.run((client) => client.set(SHARED_KEY, String(until), { PX: FRESH_WINDOW_MS }));
    },
    isOpen(now = Date.now()) {
      readShared(now);
      return now < until;
    },
  };
};

/** This process's window (the webhook route and the renders are separate module graphs). */
export const freshWindow = (): FreshWindow => processWide('delivery-fresh-window', () => createFreshWindow(sharedStore()));
