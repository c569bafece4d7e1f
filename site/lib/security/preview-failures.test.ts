/**
 * Wrong preview secrets counted per client (spec 2.3): in memory, and shared by two
 * instances through Debian's redis-server, so a guesser cannot spread its guesses over servers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';
import { createSharedStore, type SharedStore } from '../../cache/shared-store.mjs';
import { memoryFailureCounter, sharedFailureCounter } from './preview-failures';
import { WRONG_SECRET_LIMIT } from './preview';

const MINUTE = 60_000;
const T0 = 1_900_000_000_000;

describe('wrong preview secrets per client', () => {
  it('refuses a client after 10 wrong secrets until 15 minutes after its first, and no one else', async () => {
    const counter = memoryFailureCounter(WRONG_SECRET_LIMIT);
    for (let i = 0; i < 9; i += 1) await counter.add('a', T0 + i * MINUTE);
    expect(await counter.refusedFor('a', T0 + 9 * MINUTE)).toBe(0);
    await counter.add('a', T0 + 9 * MINUTE);
    expect(await counter.refusedFor('a', T0 + 10 * MINUTE)).toBe(5 * 60);
    expect(await counter.refusedFor('b', T0 + 10 * MINUTE)).toBe(0);
    expect(await counter.refusedFor('a', T0 + 15 * MINUTE)).toBe(0);
  });

  it('remembers a bounded number of clients', async () => {
    const counter = memoryFailureCounter({ attempts: 1, windowMs: MINUTE });
    for (let i = 0; i < 20_000; i += 1) await counter.add(`client-${i}`, T0);
    // The oldest were forgotten to make room; the newest are still refused.
    expect(await counter.refusedFor('client-0', T0)).toBe(0);
    expect(await counter.refusedFor('client-19999', T0)).toBeGreaterThan(0);
  });
});

describe('wrong preview secrets shared in Redis (REDIS_URL)', () => {
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

  it('guesses spread over two instances add up: the 11th is refused on both', async () => {
    const [a, b] = stores.map((store) => sharedFailureCounter(store, memoryFailureCounter(WRONG_SECRET_LIMIT), WRONG_SECRET_LIMIT));
    if (!a || !b) throw new Error('two instances');
    for (let i = 0; i < 5; i += 1) {
      await a.add('203.0.113.9');
      await b.add('203.0.113.9');
    }
    expect(await a.refusedFor('203.0.113.9')).toBeGreaterThan(14 * 60);
    expect(await b.refusedFor('203.0.113.9')).toBeGreaterThan(14 * 60);
    expect(await a.refusedFor('203.0.113.10')).toBe(0);
  });

  it("counts in this instance's memory while Redis is away", async () => {
    const counter = sharedFailureCounter(createSharedStore('redis://127.0.0.1:9', { log: () => {} }), memoryFailureCounter(WRONG_SECRET_LIMIT), WRONG_SECRET_LIMIT);
    for (let i = 0; i < 10; i += 1) await counter.add('198.51.100.1');
    expect(await counter.refusedFor('198.51.100.1')).toBeGreaterThan(0);
  });
});
