// @ts-check
/**
 * The store every instance shares when REDIS_URL is set (docs/caching.md, "Several instances"): one Redis
 * connection per process, used by the Next cache handler (site/cache/shared-entries.mjs) and by the site's
 * page index, route-table generation and form rate limiter. Plain JavaScript because Next loads the
 * cache handler with a bare `import()` at run time, outside the bundler.
 *
 * Redis is a help, never a dependency: every call answers within SHARED_STORE_TIMEOUT_MS or gives
 * `UNAVAILABLE`, and the caller carries on from its own memory. Losing and regaining the connection
 * is logged once each; the client reconnects by itself.
 */
import { setImmediate, setTimeout } from 'node:timers';
import { URL } from 'node:url';
import { createClient } from 'redis';
import { processWide } from '../lib/process-wide.mjs';

/** No request waits longer than this on the shared store (a hung Redis costs at most this per call; a refused one nothing). */
export const SHARED_STORE_TIMEOUT_MS = 500;
/** A background write gives up after this. */
export const BACKGROUND_TIMEOUT_MS = 5_000;
/** Longest pause between reconnection attempts: sharing resumes within about this after Redis returns. */
export const RECONNECT_MAX_DELAY_MS = 1_000;
/** Calls in a row without an answer in time before an open connection counts as an outage. */
const SLOW_ANSWERS_BEFORE_OUTAGE = 3;
/**
 * What a call answers when the shared store cannot: the caller falls back to its own memory. A
 * registered symbol (a constant, no state): the same value in every module graph that compares it.
 */
export const UNAVAILABLE = Symbol.for('halcyon.shared-store.unavailable');

/** @typedef {ReturnType<typeof createClient>} RedisClient */
/**
 * @typedef {object} SharedStore
 * @property {<T>(call: (client: RedisClient) => Promise<T>, options?: { background?: boolean }) => Promise<T | typeof UNAVAILABLE>} run
 *   `background`: a write no request waits for (a page stored after it was sent) may take up to
 *   BACKGROUND_TIMEOUT_MS, and a slow one does not count toward an outage
 * @property {(listener: () => void) => void} onReconnect called each time the connection comes back
 * @property {() => boolean} isUp
 * @property {() => Promise<void>} close
 */

/** @param {unknown} error */
const reasonOf = (error) => {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0]);
  if (error instanceof Error) return ('code' in error && typeof error.code === 'string' ? error.code : '') || error.message || error.name;
  return String(error);
};

/** The URL without its password, for logs. */
/** @param {string} url */
const printable = (url) => {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    parsed.username = '';
    return parsed.toString();
  } catch {
    return 'the configured REDIS_URL';
  }
};

/**
 * @param {number} ms
 * @returns {Promise<never>}
 */
const timeout = (ms) =>
  new Promise((_, reject) =>
    // After a long render blocks the event loop, timers run before pending socket reads: setImmediate
    // lets an answer that has arrived win, so only a missing answer counts as an outage.
    setTimeout(() => setImmediate(() => reject(new Error(`no answer within ${ms} ms`))), ms).unref(),
  );

/**
 * The site's log line format (schema/log.ts, which this file, loaded outside the bundler, cannot import).
 * @param {string} line
 */
const warnLine = (line) => console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', msg: line }));

/**
 * @param {string} url
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {SharedStore}
 */
export const createSharedStore = (url, { log = warnLine } = {}) => {
  const where = printable(url);
  /** @type {Array<() => void>} */
  const reconnectListeners = [];
  let started = false;
  let downLogged = false;
  /** After a command timed out on an open connection, calls skip Redis until then (no request waits twice). */
  let pausedUntil = 0;
  let slowAnswers = 0;

  /** @param {unknown} error */
  const markDown = (error) => {
    if (downLogged) return;
    downLogged = true;
    log(`[shared-store] Redis at ${where} is unreachable (${reasonOf(error)}): serving from this instance's memory, not shared, until it returns`);
  };
  const markUp = () => {
    if (!downLogged) return;
    downLogged = false;
    log(`[shared-store] Redis at ${where} is reachable again: cache, page index, routes and form limits are shared`);
    for (const listener of reconnectListeners) listener();
  };

  const client = createClient({
    url,
    // A command sent while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: SHARED_STORE_TIMEOUT_MS * 4,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, RECONNECT_MAX_DELAY_MS),
    },
  });
  // Without a listener an 'error' event would end the process; each failed reconnect emits one.
  client.on('error', markDown);
  client.on('end', () => markDown(new Error('connection closed')));
  client.on('ready', () => {
    pausedUntil = 0;
    if (!started) log(`[shared-store] sharing the cache through Redis at ${where}`);
    started = true;
    markUp();
  });
  const connecting = client.connect().catch(markDown);
  const isUp = () => client.isReady && Date.now() >= pausedUntil;

  return {
    async run(call, { background = false } = {}) {
      // Only the first connection is waited for (briefly); later outages answer at once.
      if (!started && !downLogged) await Promise.race([connecting, timeout(SHARED_STORE_TIMEOUT_MS)]).catch(markDown);
      if (!isUp()) return UNAVAILABLE;
      try {
        const result = await Promise.race([call(client), timeout(background ? BACKGROUND_TIMEOUT_MS : SHARED_STORE_TIMEOUT_MS)]);
        slowAnswers = 0;
        markUp();
        return result;
      } catch (error) {
        if (background && client.isReady) return UNAVAILABLE;
        // Skip Redis for a moment; one slow answer on a busy machine is no outage worth a log line.
        pausedUntil = Date.now() + RECONNECT_MAX_DELAY_MS;
        slowAnswers += 1;
        if (slowAnswers >= SLOW_ANSWERS_BEFORE_OUTAGE || !client.isReady) markDown(error);
        return UNAVAILABLE;
      }
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    isUp,
    async close() {
      client.removeAllListeners();
      client.on('error', () => undefined);
      // Pending commands to a hung server would keep close() waiting: drop them.
      client.destroy();
    },
  };
};

/**
 * This process's store, or null without REDIS_URL (everything then stays in this process, as on
 * one machine). Read from process.env directly: the cache handler cannot import the site's env
 * reader; `npm run env:check` validates the value (schema/env.ts).
 * @returns {SharedStore | null}
 */
export const sharedStore = () => {
  const url = process.env.REDIS_URL;
  if (!url) return null;
  // One connection per process, whichever module graph (the cache handler, the site's bundles) asks.
  return processWide('shared-store', () => createSharedStore(url));
};
