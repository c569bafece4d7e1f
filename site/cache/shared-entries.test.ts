/**
 * The shared Next cache on a real Redis (Debian's redis-server): what one instance writes another
 * reads, byte for byte; a tag expired on one is expired on all; with Redis down each keeps serving
 * what it holds, within the store's timeout, and the tags expired meanwhile reach Redis when it
 * returns. Each "instance" is a fresh copy of the module with its own connection and memory.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../../testing/redis-server';
import { deserialize, serialize } from './entries.mjs';
import { createSharedStore, SHARED_STORE_TIMEOUT_MS, type SharedStore } from './shared-store.mjs';

type Handler = ReturnType<Awaited<typeof import('./shared-entries.mjs')>['sharedEntries']>;
type PageValue = Parameters<Handler['set']>[1];
type GetContext = Parameters<Handler['get']>[1];

const TAG = 'page:en:/about';
// Next declares its entry kinds as const enums, which isolated modules cannot name: the literals, cast once.
const pageValue = (html: string) =>
  ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc of ${html}`),
    headers: { 'x-next-cache-tags': `content,${TAG}` },
    postponed: undefined,
    status: 200,
    segmentData: new Map([['/about.segment', Buffer.from('segment')]]),
  }) as unknown as PageValue;
const readPage = { kind: 'APP_PAGE', isFallback: false } as unknown as GetContext;
/**
 * Next compares expiries and writes by the millisecond (a tag expired in the very millisecond a
 * page was written does not expire it, as in Next's own tags manifest): a webhook in these tests
 * comes, as in life, after the write it expires.
 */
const afterThisMillisecond = async () => {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now));
};
const writePage = { cacheControl: { revalidate: 3600, expire: undefined } };

describe('cache entries survive the trip through Redis', () => {
  it('keeps Buffers and Maps, which JSON alone turns into plain objects', () => {
    const value = { rscData: Buffer.from([0, 255, 10]), segmentData: new Map([['a', Buffer.from('b')]]), html: '<p>x</p>' };
    const back = deserialize(serialize(value));
    expect(Buffer.isBuffer(back.rscData) && [...back.rscData]).toEqual([0, 255, 10]);
    expect(back.segmentData instanceof Map && back.segmentData.get('a').toString()).toBe('b');
    expect(back.html).toBe('<p>x</p>');
  });
});

describe('the shared cache handler on Redis', () => {
  let redis: RedisServer;
  const stores: SharedStore[] = [];

  /** One instance: its own module state (memory copy, known tags) and connection. */
  const instance = async (): Promise<{ handler: Handler; log: string[]; store: SharedStore }> => {
    vi.resetModules();
    const { sharedEntries } = await import('./shared-entries.mjs');
    const log: string[] = [];
    const store = createSharedStore(redis.url, { log: (line) => log.push(line) });
    stores.push(store);
    return { handler: sharedEntries(store, 'build'), log, store };
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await redis.stop();
  });

  it('a page written by A is read by B whole, and a tag expired on A is expired for B', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.handler.set('/about', pageValue('<p>old</p>'), writePage);
    // The write goes on after set() returns (Next awaits set() before it answers a miss).
    await vi.waitFor(async () => expect((await b.handler.get('/about', readPage))?.value).toEqual(pageValue('<p>old</p>')));
    expect((await b.handler.get('/about', readPage))?.cacheControl).toEqual({ revalidate: 3600 });
    await afterThisMillisecond();
    await a.handler.revalidateTag(TAG, { expire: 0 });
    expect(await b.handler.get('/about', readPage)).toBeNull();
    // Written again after the expiry, it is served again.
    await b.handler.set('/about', pageValue('<p>new</p>'), writePage);
    await vi.waitFor(async () => expect((await a.handler.get('/about', readPage))?.value).toEqual(pageValue('<p>new</p>')));
  });

  it('any instance can tell a page some instance holds, and serve its last copy once a tag expired it', async () => {
    const [a, b] = [await instance(), await instance()];
    const key = '/route-cache/APP_PAGE/3f2a/$/pages/live/en/charter';
    expect(await b.handler.holds('/pages/live/en/charter')).toBe(false);
    await a.handler.set(key, pageValue('<p>charter</p>'), writePage);
    await vi.waitFor(async () => expect(await b.handler.holds('/pages/live/en/charter')).toBe(true));
    expect(await b.handler.holds('/pages/live/en/never-rendered')).toBe(false);
    // A webhook expires the page: a miss for renders, yet its last copy is still there to serve in an outage.
    await afterThisMillisecond();
    await a.handler.revalidateTag(TAG, { expire: 0 });
    expect(await b.handler.get(key, readPage)).toBeNull();
    expect((await b.handler.lastCopy(key))?.value).toEqual(pageValue('<p>charter</p>'));
    expect(await b.handler.holds('/pages/live/en/charter')).toBe(true);
  });

  it('with Redis down each instance serves its copy within the timeout, logs it once, and shares again when Redis returns', async () => {
    const [a, b] = [await instance(), await instance()];
    await a.handler.set('/yachts', pageValue('<p>fleet</p>'), writePage);
    await vi.waitFor(async () => expect((await b.handler.get('/yachts', readPage))?.value).toEqual(pageValue('<p>fleet</p>')));
    await redis.stop();
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      expect((await b.handler.get('/yachts', readPage))?.value).toEqual(pageValue('<p>fleet</p>'));
      expect(performance.now() - started).toBeLessThan(SHARED_STORE_TIMEOUT_MS + 100);
    }
    // A publish while Redis is down expires the tag where it arrives, and reaches Redis later.
    await a.handler.revalidateTag(TAG, { expire: 0 });
    expect(await a.handler.get('/yachts', readPage)).toBeNull();
    expect(b.log.filter((line) => line.includes('unreachable'))).toHaveLength(1);
    // Redis cannot say whether another instance holds a page: the page route decides, as without Redis.
    expect(await b.handler.holds('/pages/live/en/unknown')).toBe(true);
    await redis.start();
    await vi.waitFor(() => expect(a.log.some((line) => line.includes('reachable again'))).toBe(true), { timeout: 10_000 });
    // Redis came back empty (nothing saved): B renders and writes the page again; A's expiry, made
    // while Redis was down, is in Redis now, so a newcomer reading an older entry does not serve it.
    const c = await instance();
    await b.handler.set('/yachts', pageValue('<p>fleet again</p>'), writePage);
    await vi.waitFor(async () => expect((await c.handler.get('/yachts', readPage))?.value).toEqual(pageValue('<p>fleet again</p>')));
    await vi.waitFor(async () => {
      const tags = await c.store.run((client) => client.hGet('halcyon:next:tags', TAG));
      expect(typeof tags).toBe('string');
    });
  });
});
