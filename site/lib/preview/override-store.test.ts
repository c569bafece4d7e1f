/**
 * Where an editor's unsaved changes wait: the last update wins per element, a save
 * forgets them, they expire, memory stays bounded, and with Redis every instance renders the same
 * changes (an editor's refresh may reach any instance).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createSharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { memoryOverrideStore, OVERRIDE_TTL_MS, sharedOverrideStore, type OverrideStore } from './override-store';

const T0 = 1_800_000_000_000;
const entry = (field: string, seq: number, body = `${field}@${seq}`) => ({ field, seq, body });

/** What every store does the same, memory or shared. */
const behaves = (name: string, make: () => OverrideStore) => {
  it(`${name}: the update with the larger number wins, whichever arrives last`, async () => {
    const store = make();
    expect(await store.put('s1', entry('page_about|en|title', 5), T0)).toBe('stored');
    expect(await store.put('s1', entry('page_about|en|title', 3), T0 + 1)).toBe('stale');
    expect(await store.put('s1', entry('page_about|en|title', 5, 'same number'), T0 + 2)).toBe('stale');
    expect(await store.put('s1', entry('page_about|en|components', 4), T0 + 3)).toBe('stored');
    expect((await store.read('s1', T0 + 4)).sort()).toEqual(['page_about|en|components@4', 'page_about|en|title@5']);
    expect(await store.read('another-session', T0 + 4)).toEqual([]);
  });

  it(`${name}: a save forgets the saved item's earlier changes only; a manual refresh forgets all`, async () => {
    const store = make();
    await store.put('s2', entry('page_about|en|title', 10), T0);
    await store.put('s2', entry('page_about|es|title', 11), T0);
    await store.put('s2', entry('hero|en|title', 30), T0);
    await store.drop('s2', 'page_about|en|', 20);
    await store.drop('s2', 'hero|en|', 20);
    expect((await store.read('s2', T0)).sort()).toEqual(['hero|en|title@30', 'page_about|es|title@11']);
    await store.drop('s2', null, 40);
    expect(await store.read('s2', T0)).toEqual([]);
  });

  it(`${name}: changes older than ${OVERRIDE_TTL_MS / 60_000} minutes are not shown`, async () => {
    const store = make();
    await store.put('s3', entry('page_about|en|title', 1), T0);
    await store.put('s3', entry('page_about|en|components', 2), T0 + OVERRIDE_TTL_MS - 1000);
    expect(await store.read('s3', T0 + OVERRIDE_TTL_MS)).toEqual(['page_about|en|components@2']);
  });
};

describe('the override store in memory', () => {
  behaves('memory', () => memoryOverrideStore());

  it('refuses a session past its size, and forgets the session written longest ago past the total', async () => {
    const store = memoryOverrideStore({ maxBytes: 1_500, maxSessionBytes: 1_000 });
    const big = 'x'.repeat(600);
    expect(await store.put('a', entry('a|en|t', 1, big), T0)).toBe('stored');
    expect(await store.put('a', entry('a|en|u', 2, big), T0)).toBe('full');
    // Replacing an element counts its new size, not both.
    expect(await store.put('a', entry('a|en|t', 3, big), T0)).toBe('stored');
    expect(await store.put('b', entry('b|en|t', 1, big), T0 + 1)).toBe('stored');
    expect(await store.put('c', entry('c|en|t', 1, big), T0 + 2)).toBe('stored');
    expect(await store.read('a', T0 + 3)).toEqual([]);
    expect(await store.read('b', T0 + 3)).toEqual([big]);
    expect(await store.read('c', T0 + 3)).toEqual([big]);
  });
});

describe('the override store shared in Redis', () => {
  let redis: RedisServer;
  const stores: SharedStore[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });
  const instance = (limits = {}) => {
    const shared = createSharedStore(redis.url, { log: () => undefined });
    stores.push(shared);
    return sharedOverrideStore(shared, memoryOverrideStore(), limits);
  };

  behaves('Redis', () => instance());

  it("two instances see one editor's changes, and the last update wins between them", async () => {
    const [a, b] = [instance(), instance()];
    const now = Date.now();
    expect(await a.put('s4', entry('page_about|en|title', 9, 'from a, later'), now)).toBe('stored');
    expect(await b.put('s4', entry('page_about|en|title', 8, 'from b, earlier'), now)).toBe('stale');
    expect(await b.read('s4', now)).toEqual(['from a, later']);
    await b.drop('s4', 'page_about|en|', 10);
    expect(await a.read('s4', now)).toEqual([]);
  });

  it('bounds a session in Redis too', async () => {
    const store = instance({ maxSessionBytes: 1_000 });
    const now = Date.now();
    expect(await store.put('s5', entry('a|en|t', 1, 'x'.repeat(600)), now)).toBe('stored');
    expect(await store.put('s5', entry('a|en|u', 2, 'x'.repeat(600)), now)).toBe('full');
    expect(await store.put('s5', entry('a|en|t', 3, 'y'.repeat(600)), now)).toBe('stored');
  });

  it("with Redis down an instance keeps the editor's changes in its own memory", async () => {
    const store = instance();
    await redis.stop();
    try {
      const now = Date.now();
      expect(await store.put('s6', entry('page_about|en|title', 1, 'offline'), now)).toBe('stored');
      expect(await store.read('s6', now)).toEqual(['offline']);
    } finally {
      await redis.start();
    }
  });
});
