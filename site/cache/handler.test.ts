/**
 * The cache handler as Next drives it: Next's own IncrementalCache (the caller of `cacheHandler`)
 * hands it a page, and the site, in a module graph of its own as in the server, asks whether the
 * page has a copy and serves its last copy during a CMS outage. If Next changes how it keys or
 * hands over a page, these fail and say which seam moved.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Test only: Next's own caller of a cache handler, so the seam is checked against the real thing.
import { IncrementalCache } from 'next/dist/server/lib/incremental-cache';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';

const TAG = 'page:en:/charter';
const PATH = '/pages/live/en/charter';
// Next declares its kinds as const enums, which isolated modules cannot name: the literals.
const route = { kind: 'APP_PAGE', sourceRoute: '/(site)/pages/[variant]/[locale]/[[...slug]]/page' } as const;
const page = (html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': `content,${TAG}` },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});

const dirs: string[] = [];
const distDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'halcyon-cache-'));
  dirs.push(dir);
  return path.join(dir, 'server');
};

/** A server process: a fresh copy of the handler module, driven by Next's IncrementalCache, as per request. */
const serverProcess = async (serverDistDir: string) => {
  vi.resetModules();
  const { default: CacheHandler } = await import('./handler.mjs');
  const cache = () =>
    new IncrementalCache({
      fs: nodeFs,
      dev: false,
      requestHeaders: {},
      serverDistDir,
      flushToDisk: true,
      minimalMode: false,
      fetchCacheKeyPrefix: '',
      maxMemoryCacheSize: 0,
      previewProps: { previewModeId: 'preview', previewModeEncryptionKey: 'key', previewModeSigningKey: 'key' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: { previewModeId: 'preview', previewModeEncryptionKey: 'key', previewModeSigningKey: 'key' } },
      CurCacheHandler: CacheHandler,
    } as unknown as ConstructorParameters<typeof IncrementalCache>[0]);
  const store = (html: string) => cache().set(PATH, page(html) as never, { route, cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false } as never);
  const read = async () => {
    const entry = await cache().get(PATH, { kind: 'APP_PAGE', route, isRoutePPREnabled: false, isFallback: false } as never);
    const value = entry?.value as { html?: string } | null | undefined;
    return entry ? { html: value?.html, isStale: entry.isStale } : null;
  };
  return { store, read, expire: () => cache().revalidateTag(TAG, { expire: 0 }) };
};

/** The site's side, as the proxy and the page routes reach it: another module graph of the same process. */
const siteSide = async () => {
  vi.resetModules();
  return import('./site-link.mjs');
};

/** Expiries compare by the millisecond: a webhook comes after the write it expires. */
const afterThisMillisecond = async () => {
  const now = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(now));
};

describe('the Next cache handler through the interface Next documents', () => {
  const saved = process.env.REDIS_URL;
  beforeEach(() => {
    delete process.env.REDIS_URL;
  });
  afterEach(async () => {
    process.env.REDIS_URL = saved;
    (await siteSide()).tellDeliveryHealth(async () => false);
  });
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('without Redis, a cached page outlives a restart, and so does a webhook expiry of it', async () => {
    const dist = distDir();
    await (await serverProcess(dist)).store('<p>charter</p>');
    const restarted = await serverProcess(dist);
    expect(await restarted.read(), 'a page cached before the restart is served after it').toEqual({ html: '<p>charter</p>', isStale: undefined });
    await afterThisMillisecond();
    await restarted.expire();
    expect(await restarted.read()).toBeNull();
    expect(await (await serverProcess(dist)).read(), 'a page a webhook expired stays expired after a restart').toBeNull();
  });

  it("the site, in another module graph, learns which pages have a copy from Next's page keys", async () => {
    const server = await serverProcess(distDir());
    await server.store('<p>charter</p>');
    const site = await siteSide();
    expect(await site.holdsPage(PATH), `Next no longer keys a page /route-cache/APP_PAGE/{route}/$${PATH}: pagePathOf (entries.mjs) must follow`).toBe(true);
    expect(await site.holdsPage('/pages/live/en/never-drawn')).toBe(false);
  });

  it('with the Delivery API down, a page a webhook expired is served from its last copy, stale so Next renders it again', async () => {
    const server = await serverProcess(distDir());
    await server.store('<p>charter</p>');
    await afterThisMillisecond();
    await server.expire();
    expect(await server.read()).toBeNull();
    (await siteSide()).tellDeliveryHealth(async () => true);
    expect(await server.read()).toEqual({ html: '<p>charter</p>', isStale: true });
  });
});
