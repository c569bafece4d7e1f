/**
 * The form rate limit across instances: with Redis one count per address for all instances, so a
 * sender spread over the load balancer gets no more posts; with Redis down each instance counts alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../services/forms/host';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createSharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { sharedRateLimiter } from './host';

const LIMIT = { posts: 3, windowMs: 60_000 };

describe('the shared form rate limit', () => {
  let redis: RedisServer;
  const stores: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  const instance = () => {
    const store = createSharedStore(redis.url, { log: () => undefined });
    stores.push(store);
    return sharedRateLimiter(store, createRateLimiter(LIMIT), LIMIT);
  };

  it('counts one address across two instances, and other addresses apart', async () => {
    const [a, b] = [instance(), instance()];
    const now = Date.now();
    const decisions = [await a('203.0.113.7', now), await b('203.0.113.7', now), await a('203.0.113.7', now), await b('203.0.113.7', now)];
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]).toMatchObject({ allowed: false, retryAfterSeconds: expect.any(Number) });
    expect(await b('198.51.100.1', now)).toEqual({ allowed: true });
  });

  it('with Redis down each instance falls back to its own count', async () => {
    const a = instance();
    expect(await a('192.0.2.1')).toEqual({ allowed: true });
    await redis.stop();
    try {
      const decisions = [];
      for (let i = 0; i < LIMIT.posts + 1; i += 1) decisions.push((await a('192.0.2.1')).allowed);
      expect(decisions).toEqual([true, true, true, false]);
    } finally {
      await redis.start();
    }
  });
});
