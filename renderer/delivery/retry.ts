/**
 * Spec 8.6: retry policy of the content client. Pure apart from the injected sleep and random, so
 * it is tested with fake timers.
 */
import { REQUEST_CANCELLED_PREFIX, REQUEST_DEADLINE_MS, REQUEST_TIMEOUT_MS, RETRY_ATTEMPTS, RETRY_BASE_MS, RETRY_STATUS_CODES } from '../../schema/constants/fetching';

export type RetryPolicy = {
  attempts: number;
  baseMs: number;
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** One attempt is cut after this (a hung connection). */
  timeoutMs: number;
  /** The request with all its retries ends by then: no retry is started that could not finish in time. */
  deadlineMs: number;
  now: () => number;
};

const abortableSleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error(`${REQUEST_CANCELLED_PREFIX} while waiting to retry`));
    });
  });

export const defaultRetryPolicy: RetryPolicy = {
  attempts: RETRY_ATTEMPTS,
  baseMs: RETRY_BASE_MS,
  random: Math.random,
  sleep: abortableSleep,
  timeoutMs: REQUEST_TIMEOUT_MS,
  deadlineMs: REQUEST_DEADLINE_MS,
  now: () => Date.now(),
};

export const isRetryableStatus = (status: number): boolean => RETRY_STATUS_CODES.includes(status);

/** Jittered exponential backoff between 0.8 × base and 1.2 × base × 2^attempt (attempt from 0). */
export const backoffMs = (attempt: number, policy: Pick<RetryPolicy, 'baseMs' | 'random'>): number => {
  const from = 0.8 * policy.baseMs;
  const to = 1.2 * policy.baseMs * 2 ** attempt;
  return Math.round(from + policy.random() * (to - from));
};

/** Retry-After in seconds (or an HTTP date), in ms; undefined when absent or unreadable. */
export const retryAfterMs = (value: string | undefined, now = Date.now()): number | undefined => {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

export type Attempt<T> = { ok: true; value: T } | { ok: false; status: number; retryAfter?: string; error: unknown };

export const isCancellation = (error: unknown): boolean => error instanceof Error && error.message.startsWith(REQUEST_CANCELLED_PREFIX);

/** The last failure, with what the API asked for (Retry-After), for whoever decides the API is down. */
export class RetriesExhausted extends Error {
  constructor(
    override readonly cause: unknown,
    readonly status: number,
    readonly retryAfterMs: number | undefined,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RetriesExhausted';
  }
}

/**
 * Runs `attempt` until it succeeds, fails with a status that is not retryable, is cancelled, the
 * attempts run out or the next wait would end past the deadline; the last failure is thrown as is.
 * `onGiveUp` hears a retryable failure that ran out of attempts or time (an outage, not a 404).
 */
export const withRetry = async <T>(attempt: () => Promise<Attempt<T>>, policy: RetryPolicy = defaultRetryPolicy, signal?: AbortSignal, onGiveUp?: (failure: RetriesExhausted) => void): Promise<T> => {
  const deadline = policy.now() + policy.deadlineMs;
  for (let n = 0; ; n += 1) {
    const result = await attempt();
    if (result.ok) return result.value;
    if (isCancellation(result.error)) throw result.error;
    // A network failure or timeout (status 0) is not retried (8.6 lists HTTP statuses), but it is an outage.
    if (result.status !== 0 && !isRetryableStatus(result.status)) throw result.error;
    const asked = retryAfterMs(result.retryAfter);
    const wait = asked ?? backoffMs(n, policy);
    const last = result.status === 0 || n + 1 >= policy.attempts || policy.now() + wait >= deadline;
    if (last) {
      onGiveUp?.(new RetriesExhausted(result.error, result.status, asked));
      throw result.error;
    }
    await policy.sleep(wait, signal);
  }
};
