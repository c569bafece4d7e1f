/**
 * Renders after a webhook ask Kontent for the new content (spec 7.1, 8.6): for a
 * window after each notification, on the instance that got it and, through Redis, on the others.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createSharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { createFreshWindow, FRESH_WINDOW_MS } from './fresh-window';

const T0 = 1_900_000_000_000;

describe('the window after a webhook (spec 7.1)', () => {
  it('is shut until a webhook opens it, and shuts again after FRESH_WINDOW_MS', async () => {
    const window = createFreshWindow(null);
    expect(window.isOpen(T0)).toBe(false);
    await window.open(T0);
    expect(window.isOpen(T0 + 1)).toBe(true);
    expect(window.isOpen(T0 + FRESH_WINDOW_MS - 1)).toBe(true);
    expect(window.isOpen(T0 + FRESH_WINDOW_MS)).toBe(false);
  });
});

describe('the window shared in Redis (REDIS_URL)', () => {
  let redis: RedisServer;
  const stores: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis?.stop();
  });
  const instance = () => {
    const store = createSharedStore(redis.url);
    stores.push(store);
    return createFreshWindow(store);
  };

  it('opens on another instance within a second of the webhook, without a render waiting for Redis', async () => {
    const receiving = instance();
    const other = instance();
    const now = Date.now();
    expect(other.isOpen(now)).toBe(false);
    await receiving.open(now);
    await vi.waitFor(() => expect(other.isOpen(now + 1_000)).toBe(true), { timeout: 3_000, interval: 50 });
  });
});
