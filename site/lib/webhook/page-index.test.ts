/**
 * The webhook's page index on several instances: a page rendered on B is known to A's webhook
 * through Redis; without Redis (or while it is down) each instance knows only its own pages.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../../../testing/redis-server';

/** One instance's copy of the module: its own in-memory index. */
const instance = async () => {
  vi.resetModules();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('halcyon.page-index')];
  return import('./page-index');
};

describe('the page index of one instance (no REDIS_URL)', () => {
  it('knows the pages it rendered, and an unknown item is null', async () => {
    vi.stubEnv('REDIS_URL', '');
    const index = await instance();
    index.recordPage({ locale: 'en', slug: '/about' }, ['page_about', 'about__headline']);
    index.recordPage({ locale: 'en', slug: '/about/team' }, ['page_team']);
    expect(await index.pagesShowing('about__headline')).toEqual([{ locale: 'en', slug: '/about' }]);
    expect(await index.pagesUnder('/about')).toEqual([
      { locale: 'en', slug: '/about' },
      { locale: 'en', slug: '/about/team' },
    ]);
    expect(await (await instance()).pagesShowing('about__headline')).toBeNull();
    vi.unstubAllEnvs();
  });
});

describe('the page index shared through Redis', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedisServer();
    vi.stubEnv('REDIS_URL', redis.url);
  });
  afterAll(async () => {
    const { sharedStore } = await import('../../cache/shared-store.mjs');
    await sharedStore()?.close();
    vi.unstubAllEnvs();
    await redis.stop();
  });

  it('a page rendered on B is known to the webhook on A', async () => {
    const b = await instance();
    b.recordPage({ locale: 'es', slug: '/sobre-nosotros' }, ['page_about', 'yacht_aurora']);
    const a = await instance();
    await vi.waitFor(async () => expect(await a.pagesShowing('yacht_aurora')).toEqual([{ locale: 'es', slug: '/sobre-nosotros' }]));
    expect(await a.pagesUnder('/sobre-nosotros')).toEqual([{ locale: 'es', slug: '/sobre-nosotros' }]);
    expect(await a.pagesShowing('never_shown')).toBeNull();
  });
});
