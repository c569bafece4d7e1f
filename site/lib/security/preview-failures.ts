/**
 * Wrong preview secrets per client (site/lib/security/preview.ts WRONG_SECRET_LIMIT): a window opens
 * with a client's first wrong secret; once it holds the limit, the client's preview requests are
 * refused until it closes. Counted in the shared store with REDIS_URL, so every instance refuses the
 * same guesser; in this process's memory (bounded) otherwise or while Redis is away.
 */
import { createHash } from 'node:crypto';
import { UNAVAILABLE, type SharedStore } from '../../cache/shared-store.mjs';

export type FailureLimit = { attempts: number; windowMs: number };

export type FailureCounter = {
  /** Seconds until the client may preview again; 0 when it is not refused. */
  refusedFor(client: string, now?: number): Promise<number>;
  /** Counts one wrong secret. */
  add(client: string, now?: number): Promise<void>;
};

/** Windows kept at once; beyond it the oldest go first. */
const MAX_CLIENTS = 10_000;

export const memoryFailureCounter = ({ attempts, windowMs }: FailureLimit): FailureCounter => {
  const windows = new Map<string, { start: number; count: number }>();
  const open = (client: string, now: number) => {
    const window = windows.get(client);
    return window && now - window.start < windowMs ? window : undefined;
  };
  return {
    refusedFor: async (client, now = Date.now()) => {
      const window = open(client, now);
      return window && window.count >= attempts ? Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)) : 0;
    },
    add: async (client, now = Date.now()) => {
      const window = open(client, now);
      if (window) {
        window.count += 1;
        return;
      }
      // Kept in the order the windows opened, so the closed ones are at the front.
      windows.delete(client);
      for (const [key, entry] of windows) {
        if (windows.size < MAX_CLIENTS && now - entry.start < windowMs) break;
        windows.delete(key);
      }
      windows.set(client, { start: now, count: 1 });
    },
  };
};

/** The address only as a hash in Redis, as the form limits keep it. */
const keyOf = (client: string) => `halcyon:preview:wrong-secret:${createHash('sha256').update(client).digest('base64url')}`;

export const sharedFailureCounter = (store: SharedStore, fallback: FailureCounter, { attempts, windowMs }: FailureLimit): FailureCounter => ({
  refusedFor: async (client, now = Date.now()) => {
    const key = keyOf(client);
    const answer = await store.run((redis) => redis.multi().get(key).pTTL(key).exec());
    if (answer === UNAVAILABLE) return fallback.refusedFor(client, now);
    const [count, ttl] = answer.map(Number);
    return (count ?? 0) >= attempts ? Math.max(1, Math.ceil((ttl ?? windowMs) / 1000)) : 0;
  },
  add: async (client, now = Date.now()) => {
    const key = keyOf(client);
    // The window opens with the first wrong secret and is not extended by the next ones.
    const answer = await store.run((redis) =>
      redis
        .multi()
        .set(key, '0', { condition: 'NX', expiration: { type: 'PX', value: windowMs } })
        .incr(key)
        .exec(),
    );
    if (answer === UNAVAILABLE) await fallback.add(client, now);
  },
});
