/**
 * Spec 8.6: retry policy of the content client. Pure apart from the injected sleep and random, so
 * it is tested with fake timers.
 */
import {
  REQUEST_CANCELLED_PREFIX,
  RETRY_ATTEMPTS,
  RETRY_BASE_MS,
  RETRY_STATUS_CODES,
} from '../../schema/constants/fetching';

export type RetryPolicy = {
  attempts: number;
  baseMs: number;
  random: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
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

export const isCancellation = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith(REQUEST_CANCELLED_PREFIX);

/**
 * Runs `attempt` until it succeeds, fails with a status that is not retryable, is cancelled, or the
 * attempts run out; the last failure is thrown.
 */
export const withRetry = async <T>(
  attempt: () => Promise<Attempt<T>>,
  policy: RetryPolicy = defaultRetryPolicy,
  signal?: AbortSignal,
): Promise<T> => {
  for (let n = 0; ; n += 1) {
    const result = await attempt();
    if (result.ok) return result.value;
    const last = n + 1 >= policy.attempts;
    if (last || isCancellation(result.error) || !isRetryableStatus(result.status)) throw result.error;
    await policy.sleep(retryAfterMs(result.retryAfter) ?? backoffMs(n, policy), signal);
  }
};
