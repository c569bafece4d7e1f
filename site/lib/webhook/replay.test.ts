/**
 * A webhook cannot be replayed: a notification is known by its item, language, action
 * and last_modified, never by its age; one processed is ignored for the retry window, by every
 * instance sharing Redis; a notification for another environment is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createSharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { webhookSchema, type WebhookBody } from './payload';
import { admitNotifications, memoryReplayGuard, replayKey, sharedReplayGuard, WEBHOOK_REPLAY_WINDOW_MS } from './replay';

const T0 = Date.UTC(2030, 5, 1);
const notification = (over: { id?: string; language?: string; action?: string; lastModified?: string | null; environment?: string } = {}) => ({
  data: {
    system: {
      id: over.id ?? 'a1b2c3',
      codename: 'page_about',
      type: 'page',
      language: over.language ?? 'en',
      ...(over.lastModified === null ? {} : { last_modified: over.lastModified ?? '2030-06-01T08:00:00.0000000Z' }),
    },
  },
  message: { environment_id: over.environment ?? 'demo', object_type: 'content_item', action: over.action ?? 'published', delivery_slot: 'published' },
});
const body = (...notifications: ReturnType<typeof notification>[]): WebhookBody => webhookSchema.parse({ notifications });

describe('replayed notifications', () => {
  it('a notification is known by item, language, action and last_modified', () => {
    const [base] = body(notification()).notifications;
    if (!base) throw new Error('one notification');
    const keyOf = (over: Parameters<typeof notification>[0]) => replayKey(body(notification(over)).notifications[0] ?? base);
    expect(keyOf({})).toBe(replayKey(base));
    for (const change of [{ id: 'other' }, { language: 'es' }, { action: 'unpublished' }, { lastModified: '2030-06-01T08:00:01Z' }]) {
      expect(keyOf(change)).not.toBe(replayKey(base));
    }
    expect(keyOf({ lastModified: null })).toBeNull();
  });

  it('the same notification delivered again is ignored however long after, until the window ends', async () => {
    const guard = memoryReplayGuard();
    const first = await admitNotifications(body(notification()), 'demo', guard, T0);
    expect(first).toMatchObject({ kind: 'admitted', ignored: 0 });
    expect(first.kind === 'admitted' && first.fresh).toHaveLength(1);
    for (const later of [T0 + 1000, T0 + 3 * 24 * 3_600_000, T0 + WEBHOOK_REPLAY_WINDOW_MS - 1]) {
      const replay = await admitNotifications(body(notification()), 'demo', guard, later);
      expect(replay).toMatchObject({ kind: 'admitted', fresh: [], ignored: 1 });
    }
    // A new change of the same item is never mistaken for a replay.
    const next = await admitNotifications(body(notification({ lastModified: '2030-06-01T09:00:00Z' })), 'demo', guard, T0 + 2000);
    expect(next).toMatchObject({ kind: 'admitted', ignored: 0 });
  });

  it('in a batch, only the notifications seen before are ignored; a repeat within one body counts once', async () => {
    const guard = memoryReplayGuard();
    await admitNotifications(body(notification({ id: 'seen' })), 'demo', guard, T0);
    const batch = await admitNotifications(body(notification({ id: 'seen' }), notification({ id: 'new' }), notification({ id: 'new' })), 'demo', guard, T0 + 1);
    if (batch.kind !== 'admitted') throw new Error('expected admission');
    expect(batch.fresh.map((n) => n.data.system?.id)).toEqual(['new']);
    expect(batch.ignored).toBe(2);
  });

  it('a failed processing is released, so Kontent.ai retrying it is processed', async () => {
    const guard = memoryReplayGuard();
    const first = await admitNotifications(body(notification()), 'demo', guard, T0);
    if (first.kind !== 'admitted') throw new Error('expected admission');
    await first.release();
    expect(await admitNotifications(body(notification()), 'demo', guard, T0 + 60_000)).toMatchObject({ kind: 'admitted', ignored: 0 });
  });

  it('a notification for another environment is refused, the whole body with it', async () => {
    const guard = memoryReplayGuard();
    const answer = await admitNotifications(body(notification(), notification({ id: 'x', environment: 'f00-other' })), 'demo', guard, T0);
    expect(answer).toEqual({ kind: 'foreign', environments: ['f00-other'] });
    // Nothing of it was remembered: the right environment's delivery is processed.
    expect(await admitNotifications(body(notification()), 'demo', guard, T0)).toMatchObject({ kind: 'admitted', ignored: 0 });
  });

  it('memory stays bounded, forgetting the oldest first', async () => {
    const guard = memoryReplayGuard(WEBHOOK_REPLAY_WINDOW_MS, 100);
    for (let i = 0; i < 150; i += 1) await guard.claim([`k${i}`], T0);
    expect(await guard.claim(['k149'], T0)).toEqual([false]);
    expect(await guard.claim(['k0'], T0)).toEqual([true]);
  });
});

describe('replays across instances sharing Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  let stores: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
    stores = [createSharedStore(redis.url, { log: () => {} }), createSharedStore(redis.url, { log: () => {} })];
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it('a notification processed by one instance is ignored by the other; of two at once, one acts', async () => {
    const [a, b] = stores.map((store) => sharedReplayGuard(store, memoryReplayGuard()));
    if (!a || !b) throw new Error('two instances');
    expect(await admitNotifications(body(notification()), 'demo', a)).toMatchObject({ kind: 'admitted', ignored: 0 });
    expect(await admitNotifications(body(notification()), 'demo', b)).toMatchObject({ kind: 'admitted', fresh: [], ignored: 1 });
    const together = await Promise.all([a, b].map((guard) => admitNotifications(body(notification({ id: 'raced' })), 'demo', guard)));
    expect(together.map((answer) => (answer.kind === 'admitted' ? answer.fresh.length : -1)).sort()).toEqual([0, 1]);
  });

  it('remembers for the retry window in Redis, and forgets what was released', async () => {
    const [a] = stores.map((store) => sharedReplayGuard(store, memoryReplayGuard()));
    if (!a) throw new Error('an instance');
    const key = replayKey(body(notification({ id: 'ttl' })).notifications[0] ?? notification());
    if (!key) throw new Error('a key');
    expect(await a.claim([key])).toEqual([true]);
    const ttl = await stores[0]?.run((client) => client.pTTL(`halcyon:webhook:seen:${key}`));
    expect(Number(ttl)).toBeGreaterThan(WEBHOOK_REPLAY_WINDOW_MS - 60_000);
    await a.release([key]);
    expect(await a.claim([key])).toEqual([true]);
  });
});
