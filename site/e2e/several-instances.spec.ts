/**
 * Several instances (docs/caching.md): two `next start` of this one build, with
 * REDIS_URL, share the Next cache, the page index and the route table through Debian's
 * redis-server, started here. A publish through instance A's webhook shows on instance B within
 * 5 s and both serve the same page; with Redis stopped both keep serving, and when it returns
 * sharing resumes by itself. The same publish without REDIS_URL leaves B serving the old page,
 * which proves the first test can fail. The webhook also purges the CDN: a stand-in records it.
 * Timed from the webhook's arrival at A (the item's change in the content copy comes first, as
 * Kontent.ai publishes before it calls). Runs once (desktop project): it starts its own servers.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publish } from '../../tools/content/publish';
import { freePort, startRedisServer, type RedisServer } from '../../testing/redis-server';
import { startSiteInstance, type SiteInstance } from '../../testing/site-instance';
import { previewCookieFrom, previewSecret } from '../../testing/preview-grant';

const root = path.resolve(import.meta.dirname, '../..');
const CODENAME = 'page_about';
const PATH = '/about/';
/** The promise to editors: a publish is live on every instance within this. */
const LIVE_WITHIN_MS = 5_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

type Instance = SiteInstance;

const page = async (instance: Instance): Promise<{ status: number; html: string; title: string }> => {
  const response = await fetch(`${instance.origin}${PATH}`, { headers: { 'user-agent': BROWSER } });
  const html = await response.text();
  return { status: response.status, html, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '' };
};

type Webhook = { body: string; signature: string };

/**
 * Kontent.ai's side of a publish: the item changes in the content copy, and the signed webhook it
 * would send is kept (a stand-in receives it) to be delivered to an instance and timed from there.
 */
const publishTitle = async (contentDir: string, title: string): Promise<Webhook> => {
  let received: Webhook | null = null;
  const receiver = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received = { body, signature: String(request.headers['x-kontent-ai-signature'] ?? '') };
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  try {
    await publish({ codename: CODENAME, language: 'en', set: [`title=${title}`], contentDir, site: `http://127.0.0.1:${port}`, log: () => undefined });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
  if (!received) throw new Error('no webhook was sent');
  return received;
};

const deliver = async (instance: Instance, { body, signature }: Webhook): Promise<void> => {
  const response = await fetch(`${instance.origin}/api/revalidate/`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-kontent-ai-signature': signature }, body });
  expect(response.status).toBe(200);
};

/**
 * Milliseconds from the webhook's arrival at A until B serves the new title. Each instance's local
 * Delivery API has read the changed content first (a preview request of another page, never
 * cached): a hosted CMS answers the new content at once, while the stand-in parses its whole store
 * again, which on a busy 2-core machine alone takes seconds and is no part of what is timed.
 */
const timeToLiveOn = async (a: Instance, b: Instance, webhook: Webhook, title: string, contentDir: string): Promise<number> => {
  // Previews need an editor's grant: both instances made one secret beside the copied content.
  const cookie = await previewCookieFrom(a.origin, previewSecret(contentDir));
  for (const instance of [a, b]) {
    const preview = await fetch(`${instance.origin}/career/?preview=true`, { headers: { 'user-agent': BROWSER, cookie } });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
  }
  const started = Date.now();
  await deliver(a, webhook);
  await expect.poll(async () => (await page(b)).title, { timeout: LIVE_WITHIN_MS * 3, intervals: [50] }).toContain(title);
  return Date.now() - started;
};

/** The CDN's purge API, as a stand-in: records each purge's tags; the first call fails, so the retry shows. */
const startCdn = async () => {
  const purges: string[][] = [];
  let calls = 0;
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(503).end();
        return;
      }
      purges.push((JSON.parse(body) as { tags: string[] }).tags);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}/purge`, purges, calls: () => calls, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
};

test.describe('several instances behind one Redis and a CDN', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let work = '';
  let contentDir = '';
  let redisPort = 0;
  let redis: RedisServer | undefined;
  let cdn: Awaited<ReturnType<typeof startCdn>> | undefined;
  let a: Instance | undefined;
  let b: Instance | undefined;

  const settings = (portA: number, shared: boolean): Record<string, string> => ({
    // A copy of the demo content: publishing here leaves the other specs' content alone.
    CONTENT_DIR: contentDir,
    // One public address, so both instances key their cached pages alike (site/lib/variant.ts).
    SITE_URL: `http://localhost:${portA}`,
    ...(shared ? { REDIS_URL: `redis://127.0.0.1:${redisPort}`, CDN_PURGE_URL: cdn?.url ?? '', CDN_PURGE_TOKEN: 'stand-in-token' } : {}),
  });

  const startPair = async (shared: boolean): Promise<[Instance, Instance]> => {
    const [portA, portB] = [await freePort(), await freePort()];
    const env = settings(portA, shared);
    return Promise.all([startSiteInstance(portA, env), startSiteInstance(portB, env)]);
  };

  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    // Skipped here, not per test: a per-test skip would still run this hook and start the servers.
    test.skip(testInfo.project.use.isMobile === true, 'starts its own servers: once (desktop) is enough');
    work = mkdtempSync(path.join(tmpdir(), 'halcyon-instances-'));
    contentDir = path.join(work, 'content');
    cpSync(path.join(root, '.data/content'), contentDir, { recursive: true });
    cpSync(path.join(root, '.data/webhook-secret'), path.join(work, 'webhook-secret'));
    redisPort = await freePort();
    redis = await startRedisServer(redisPort);
    cdn = await startCdn();
    [a, b] = await startPair(true);
  });

  // A failure shows what each instance logged.
  test.afterEach(async ({ request: _request }, testInfo) => {
    if (testInfo.status === testInfo.expectedStatus) return;
    for (const [name, instance] of [
      ['A', a],
      ['B', b],
    ] as const) {
      if (instance) await testInfo.attach(`instance ${name} log`, { body: instance.log(), contentType: 'text/plain' });
    }
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop(), redis?.stop(), cdn?.stop()]);
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('a publish through A shows on B within 5 seconds, both serve the same page, and the CDN is purged', async () => {
    if (!a || !b || !cdn) throw new Error('servers did not start');
    const [before, beforeB] = [await page(a), await page(b)];
    expect(before.status).toBe(200);
    expect(beforeB.title).toBe(before.title);
    // B has rendered a page of its own, as an instance of a running fleet has: the timing below is a
    // publish's, not a cold start's.
    expect((await fetch(`${b.origin}/es/`, { headers: { 'user-agent': BROWSER } })).status).toBe(200);
    const title = `About the fleet ${Date.now()}`;
    const elapsed = await timeToLiveOn(a, b, await publishTitle(contentDir, title), title, contentDir);
    console.info(`[several-instances] webhook on A -> live on B: ${elapsed} ms`);
    expect(elapsed).toBeLessThan(LIVE_WITHIN_MS);
    // One entry in the shared cache: the very same document from both instances.
    const [onA, onB] = [await page(a), await page(b)];
    expect(onA.title).toContain(title);
    expect(onB.html).toBe(onA.html);
    // The revalidated page's tag reached the CDN, after one refused attempt.
    await expect.poll(() => cdn!.purges.flat(), { timeout: 15_000 }).toContain('page:en:/about');
    expect(cdn.calls()).toBeGreaterThanOrEqual(2);
    expect(a.log()).toMatch(/\[cdn\] purge attempt 1 of \d+ failed \(status 503\); retrying/);
  });

  test('with Redis stopped both keep serving, logging it once; when it returns, sharing resumes by itself', async () => {
    if (!a || !b || !redis) throw new Error('servers did not start');
    const known = (await page(b)).title;
    const logged = { a: a.log().length, b: b.log().length };
    await redis.stop();
    for (let i = 0; i < 5; i += 1) {
      const started = Date.now();
      const [onA, onB] = [await page(a), await page(b)];
      expect(onA.status).toBe(200);
      expect(onB.status).toBe(200);
      expect(onB.title).toBe(known);
      // Served from memory: no request waits for the dead store.
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    // Said once per instance, not per request (a busy machine may have said it a moment before).
    for (const [instance, from] of [
      [a, logged.a],
      [b, logged.b],
    ] as const) {
      expect(
        instance
          .log()
          .slice(from)
          .match(/is unreachable/g)?.length ?? 0,
      ).toBeLessThanOrEqual(1);
      expect(instance.log()).toMatch(/\[shared-store\] Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/);
    }
    redis = await startRedisServer(redisPort);
    for (const instance of [a, b]) await expect.poll(() => instance.log(), { timeout: 15_000 }).toMatch(/is reachable again/);
    const title = `About us again ${Date.now()}`;
    const elapsed = await timeToLiveOn(a, b, await publishTitle(contentDir, title), title, contentDir);
    console.info(`[several-instances] after Redis returned, webhook on A -> live on B: ${elapsed} ms`);
    expect(elapsed).toBeLessThan(LIVE_WITHIN_MS);
  });

  test('without REDIS_URL, B keeps serving the old page after A has the new one (the check above can fail)', async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    [a, b] = await startPair(false);
    const [oldA, oldB] = [await page(a), await page(b)];
    expect(oldB.title).toBe(oldA.title);
    const title = `About us, one machine ${Date.now()}`;
    await deliver(a, await publishTitle(contentDir, title));
    // Waiting for A only (not the measured bound): then B is asked once.
    await expect.poll(async () => (await page(a!)).title, { timeout: LIVE_WITHIN_MS * 3 }).toContain(title);
    expect((await page(b)).title).toBe(oldB.title);
    expect(a.log()).not.toMatch(/shared-store/);
  });
});
