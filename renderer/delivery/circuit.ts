/**
 * What the site knows of the Delivery API's health, shared by every request of a
 * process. A request that gives up on an outage (5xx/429/408 after its retries, a refused or hung
 * connection) opens the circuit: for a cool-off (the API's Retry-After, else OUTAGE_COOL_OFF_MS)
 * calls fail at once instead of piling up, and pages never cached answer 503. After the cool-off
 * one call at a time tries again; its success closes the circuit, so the site recovers by itself.
 */
import { HEALTH_FRESH_MS, OUTAGE_COOL_OFF_MS } from '../../schema/constants/fetching';

export type CircuitState = 'up' | 'down' | 'unknown';

export type Circuit = {
  /** Whether a call may go out now; false while the circuit is open, or while a trial call runs after it. */
  allow: () => boolean;
  /** A call's outcome: success closes the circuit; an outage opens it (for `retryAfterMs` when the API said). */
  succeeded: () => void;
  failed: (retryAfterMs?: number) => void;
  /** 'down' while open (cool-off running), 'up' after an answer within HEALTH_FRESH_MS, else 'unknown'. */
  state: () => CircuitState;
  /** Seconds until a call is tried again, for Retry-After (at least 1). */
  retryAfterSeconds: () => number;
};

export const createCircuit = (now: () => number = Date.now, coolOffMs = OUTAGE_COOL_OFF_MS, freshMs = HEALTH_FRESH_MS): Circuit => {
  let openUntil: number | null = null;
  let lastSuccess = Number.NEGATIVE_INFINITY;
  let trialRunning = false;
  return {
    allow: () => {
      if (openUntil === null) return true;
      if (now() < openUntil || trialRunning) return false;
      trialRunning = true;
      return true;
    },
    succeeded: () => {
      openUntil = null;
      trialRunning = false;
      lastSuccess = now();
    },
    failed: (retryAfterMs) => {
      openUntil = now() + Math.max(retryAfterMs ?? coolOffMs, 1_000);
      trialRunning = false;
    },
    state: () => {
      if (openUntil !== null) return now() < openUntil ? 'down' : 'unknown';
      return now() - lastSuccess <= freshMs ? 'up' : 'unknown';
    },
    retryAfterSeconds: () => Math.max(1, Math.ceil(((openUntil ?? now()) - now()) / 1000)),
  };
};

/** Thrown without a call while the circuit is open: the page must not be cached without its data. */
export class DeliveryUnavailableError extends Error {
  constructor(url: string) {
    super(`Delivery API unavailable (circuit open), not requested: ${url}`);
    this.name = 'DeliveryUnavailableError';
  }
}

/** A call that gave up on an outage (or was not made during one): its page must fail, not be cached without it. */
export class DeliveryOutageError extends Error {
  constructor(override readonly cause: unknown) {
    super(`Delivery API outage: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DeliveryOutageError';
  }
}

/**
 * Whether an error (or one it wraps) is a Delivery outage. Read by name: the page routes and the
 * proxy are separate bundles, each with its own copy of the class.
 */
export const isDeliveryOutage = (error: unknown): boolean => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    if (current.name === 'DeliveryOutageError' || current.name === 'DeliveryUnavailableError') return true;
  }
  return false;
};

/** Rethrows an outage, so whoever would turn a failed call into "no data" does not cache that. */
export const rethrowOutage = (error: unknown): void => {
  if (isDeliveryOutage(error)) throw error;
};
