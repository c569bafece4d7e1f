/**
 * The CMS goes down and the site survives. A site instance of this build reads the
 * demo content over HTTP (the hosted path: KONTENT_DELIVERY_URL) through a fault-injecting proxy
 * (testing/fault-proxy.ts) in front of the local Delivery API. With the API failing, cached pages
 * are served as they were (also one a webhook expired meanwhile), a page never cached answers the
 * 503 page in the visitor's language with Retry-After, and the site recovers by itself when the API
 * returns. Runs once (desktop project): it starts its own servers.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runServeCommand } from '../../services/kontent/serve-command';
import { serverBaseUrl } from '../../services/kontent/server';
import { ensureWebhookSecret } from '../../services/kontent/webhook-secret';
import { publish } from '../../tools/content/publish';
import { startFaultProxy, type FaultProxy } from '../../testing/fault-proxy';
import { freePort, sharedPagePaths, startRedisServer } from '../../testing/redis-server';
import { startSiteInstance, type SiteInstance } from '../../testing/site-instance';
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };
import { validateHtml } from './vnu';

const root = path.resolve(import.meta.dirname, '../..');
/** Ports of this spec's own servers (the fault proxy; the site takes a free one, so its cache keys are new). */
const FAULT_PORT = 3321;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Answer = { status: number; html: string; title: string; retryAfter: string | null };

test.describe('the CMS goes down, the site survives (spec 8.6)', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  let work = '';
  let contentDir = '';
  let api: Server | undefined;
  let faults: FaultProxy | undefined;
  let site: SiteInstance | undefined;
  let hostedEnv: Record<string, string> = {};

  const get = async (pathname: string, origin = site?.origin): Promise<Answer> => {
    const response = await fetch(`${origin}${pathname}`, { headers: { 'user-agent': BROWSER } });
    const html = await response.text();
    return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', retryAfter: response.headers.get('retry-after') };
  };

  /**
   * Kontent.ai's webhook for a publish of the about page, delivered to the site (it expires the
   * page). Only the webhook matters here: the Delivery API serving this copy read it at start.
   */
  const webhook = () => publish({ codename: 'page_about', language: 'en', set: ['title=About us'], contentDir, site: site?.origin ?? '', log: () => undefined });

  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.use.isMobile === true, 'starts its own servers: once (desktop) is enough');
    work = mkdtempSync(path.join(tmpdir(), 'halcyon-outage-'));
    contentDir = path.join(work, 'content');
    cpSync(path.join(root, '.data/content'), contentDir, { recursive: true });
    const secret = ensureWebhookSecret(contentDir);
    api = await runServeCommand({ port: 0, contentDir, log: () => undefined });
    faults = await startFaultProxy(serverBaseUrl(api), FAULT_PORT);
    // Hosted content in production starts only with a preview secret (drafts stay with editors).
    hostedEnv = { KONTENT_ENVIRONMENT_ID: 'demo', KONTENT_DELIVERY_URL: faults.url, KONTENT_WEBHOOK_SECRET: secret, CONTENT_DIR: contentDir, PREVIEW_SECRET: 'outage-spec-preview-secret' };
    site = await startSiteInstance(await freePort(), hostedEnv);
  });

  test.afterEach(async ({ browserName: _browserName }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && site) await testInfo.attach('site log', { body: site.log().slice(-20_000) });
  });

  test.afterAll(async () => {
    await site?.stop();
    await faults?.close();
    await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('cached pages stay, a page never cached answers 503 in its language, and the site recovers by itself', async ({ page }) => {
    const about = await get('/about/');
    expect(about.status).toBe(200);
    expect(about.title).toMatch(/about/i);

    for (const fault of ['status500', 'refuse'] as const) {
      await faults?.set(fault);
      // Served as it was: not an error page in its place.
      const cached = await get('/about/');
      expect(cached.status, fault).toBe(200);
      expect(cached.title, fault).toBe(about.title);
    }

    // Never cached: the 503 page in English, with Retry-After; it reads nothing from the CMS.
    const career = await get('/career/');
    expect(career.status).toBe(503);
    expect(Number(career.retryAfter)).toBeGreaterThan(0);
    expect(career.html).toContain(en.outage.heading);
    expect(career.html).toContain('href="/career/"');
    expect(career.html).not.toMatch(/Stacktrace|at async/);
    const spanish = await get('/es/');
    expect(spanish.status).toBe(503);
    expect(spanish.html).toContain(es.outage.heading);
    expect(spanish.html).toContain('lang="es"');
    // Valid HTML, as every template (site/e2e/html-validity.spec.ts).
    const files = [career.html, spanish.html].map((html, i) => {
      const file = path.join(work, `outage-${i}.html`);
      writeFileSync(file, html);
      return file;
    });
    expect((await validateHtml(files)).map(({ message, extract }) => `${message} in ${extract ?? ''}`)).toEqual([]);

    for (const [name, url] of [
      ['en', '/career/'],
      ['es', '/es/'],
    ] as const) {
      for (const [device, viewport] of [
        ['desktop', { width: 1440, height: 900 }],
        ['phone', { width: 412, height: 915 }],
      ] as const) {
        await page.setViewportSize(viewport);
        const response = await page.goto(`${site?.origin}${url}`);
        expect(response?.status()).toBe(503);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.screenshot({ path: path.join(tmpdir(), `outage-503-${device}-${name}.png`), fullPage: true });
      }
    }

    // The API returns: after the cool-off the next page that needs it renders, without a restart.
    await faults?.set('pass');
    await expect.poll(async () => (await get('/career/')).status, { timeout: 40_000, intervals: [1_000] }).toBe(200);
    expect((await get('/es/')).status).toBe(200);
  });

  test('a page a webhook expired while the API is down is served as it was, and renders afresh when it returns', async () => {
    const before = await get('/about/');
    expect(before.status).toBe(200);

    // Control: with the API up, the webhook's expiry makes the next request render the page again.
    await faults?.set('pass');
    await webhook();
    expect((await get('/about/')).status).toBe(200);
    expect(faults?.received()).toBeGreaterThan(0);

    await faults?.set('hang');
    await webhook();
    const during = await get('/about/');
    expect(during.status).toBe(200);
    expect(during.title).toBe(before.title);

    await faults?.set('pass');
    // Each visit is served the kept copy and renders it again in the background, which reaches the API after the cool-off.
    await expect
      .poll(
        async () => {
          await get('/about/');
          return faults?.received() ?? 0;
        },
        { timeout: 40_000, intervals: [1_000] },
      )
      .toBeGreaterThan(0);
    const after = await get('/about/');
    expect(after.status).toBe(200);
    expect(after.title).toBe(before.title);
  });
  test('with Redis, a page another instance drew is served during the outage, and one no instance drew answers 503', async () => {
    await faults?.set('pass');
    const redis = await startRedisServer(await freePort());
    // One public address for both, as behind a load balancer: their pages are then one cache entry.
    const env = { ...hostedEnv, REDIS_URL: redis.url, SITE_URL: 'https://www.example.com' };
    // Each is sent traffic once ready, as a load balancer would: Redis connected, warm-up done.
    const [a, b] = await Promise.all([startSiteInstance(await freePort(), env, 'ready'), startSiteInstance(await freePort(), env, 'ready')]);
    try {
      const drawn = await get('/yacht-charter/', a.origin);
      expect(drawn.status).toBe(200);
      // A writes the page to Redis after it has answered: the outage starts once the page is there.
      await expect.poll(async () => (await sharedPagePaths(redis.url)).some((p) => p.endsWith('/yacht-charter')), { timeout: 15_000 }).toBe(true);
      await faults?.set('status500');
      // B never drew it: it serves A's copy from Redis, not an error page.
      const fromB = await get('/yacht-charter/', b.origin);
      expect(fromB.status).toBe(200);
      expect(fromB.title).toBe(drawn.title);
      // No instance drew it: B cannot render it, and says so with the 503 page, not a 500.
      const never = await get('/career/', b.origin);
      expect(never.status).toBe(503);
      expect(never.html).toContain(en.outage.heading);
    } finally {
      await faults?.set('pass');
      await Promise.all([a.stop(), b.stop()]);
      await redis.stop();
    }
  });
});
