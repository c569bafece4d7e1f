/**
 * A webhook cannot be replayed. Kontent.ai's notifications carry no id or send time, and Kontent.ai
 * retries a delivery that failed, so age proves nothing: a notification is known by its item,
 * language, action and the item's `last_modified` (with the object type and delivery slot that
 * tell apart the notifications of one change), and one already processed is ignored for as long
 * as Kontent.ai may still send it again. Remembered in the shared store with REDIS_URL, so every
 * instance ignores it; in this process's memory, bounded, otherwise or while Redis is away.
 */
import { createHash } from 'node:crypto';
import { UNAVAILABLE, type SharedStore } from '../../cache/shared-store.mjs';
import type { Notification, WebhookBody } from './payload';

/**
 * How long a processed notification is remembered: longer than Kontent.ai's retries of a failed
 * delivery. A change always brings a new `last_modified`, so a long memory never hides one.
 */
export const WEBHOOK_REPLAY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Notifications remembered in memory at once (a key is a 43-character hash). */
const MAX_REMEMBERED = 20_000;

/** null: the notification names no `last_modified`, so a new one cannot be told from a replay; it is processed. */
export const replayKey = ({ data, message }: Notification): string | null => {
  const system = data.system;
  if (system?.last_modified === undefined) return null;
  const identity = [message.object_type, system.id, system.language, message.action, message.delivery_slot ?? '', system.last_modified];
  return createHash('sha256').update(JSON.stringify(identity)).digest('base64url');
};

export type ReplayGuard = {
  /** For each key, true when it is new (and now remembered), false when it was processed before. */
  claim(keys: readonly string[], now?: number): Promise<boolean[]>;
  /** Forgets keys whose processing failed, so Kontent.ai's retry of them is processed. */
  release(keys: readonly string[]): Promise<void>;
};

export const memoryReplayGuard = (windowMs = WEBHOOK_REPLAY_WINDOW_MS, maxEntries = MAX_REMEMBERED): ReplayGuard => {
  const expiries = new Map<string, number>();
  const remember = (key: string, now: number) => {
    // Kept in the order they were processed, so the expired ones are at the front; when full, the oldest go.
    expiries.delete(key);
    for (const [entry, expiry] of expiries) {
      if (expiries.size < maxEntries && expiry > now) break;
      expiries.delete(entry);
    }
    expiries.set(key, now + windowMs);
  };
  return {
    claim: async (keys, now = Date.now()) =>
      keys.map((key) => {
        const expiry = expiries.get(key);
        if (expiry !== undefined && expiry > now) return false;
        remember(key, now);
        return true;
      }),
    release: async (keys) => {
      for (const key of keys) expiries.delete(key);
    },
  };
};

const redisKey = (key: string) => `halcyon:webhook:seen:${key}`;

export const sharedReplayGuard = (store: SharedStore, fallback: ReplayGuard, windowMs = WEBHOOK_REPLAY_WINDOW_MS): ReplayGuard => ({
  claim: async (keys, now = Date.now()) => {
    if (keys.length === 0) return [];
    // SET NX claims each key atomically: of two instances given the same notification, one acts.
    const answers = await store.run((redis) => {
      const batch = redis.multi();
      for (const key of keys) batch.set(redisKey(key), '1', { condition: 'NX', expiration: { type: 'PX', value: windowMs } });
      return batch.exec();
    });
    if (answers === UNAVAILABLE) return fallback.claim(keys, now);
    return answers.map((answer) => String(answer) === 'OK');
  },
  release: async (keys) => {
    if (keys.length === 0) return;
    await store.run((redis) => redis.del(keys.map(redisKey)));
    await fallback.release(keys);
  },
});

export type Admission =
  /** Some notification names another Kontent.ai environment than this site's. */
  { kind: 'foreign'; environments: string[] } | { kind: 'admitted'; fresh: Notification[]; ignored: number; release(): Promise<void> };

/** Which notifications of a signed body to act on: none from another environment, none twice. */
export const admitNotifications = async (body: WebhookBody, environmentId: string, guard: ReplayGuard, now = Date.now()): Promise<Admission> => {
  const foreign = [...new Set(body.notifications.map(({ message }) => message.environment_id).filter((id) => id !== environmentId))];
  if (foreign.length > 0) return { kind: 'foreign', environments: foreign };
  const keyed = body.notifications.map((notification) => ({ notification, key: replayKey(notification) }));
  const keys = keyed.flatMap(({ key }) => (key === null ? [] : [key]));
  const claimed = await guard.claim(keys, now);
  const claimedKeys = keys.filter((_, i) => claimed[i] === true);
  // A key repeated within the body goes with its first notification only.
  const unused = new Set(claimedKeys);
  const fresh = keyed.filter(({ key }) => key === null || unused.delete(key));
  return {
    kind: 'admitted',
    fresh: fresh.map(({ notification }) => notification),
    ignored: body.notifications.length - fresh.length,
    release: () => guard.release(claimedKeys),
  };
};
