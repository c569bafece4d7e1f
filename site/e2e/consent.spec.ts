/**
 * Spec 7.4: the tag manager and the marketing analytics load only when all three values are
 * configured and only after the visitor accepts; the choice is remembered and can be changed on
 * the cookies policy page. A site of this build started here with dummy values; the two script
 * hosts are answered by Playwright, which counts what the browser asks for. The default test
 * server, without the values, shows neither banner nor script.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import en from '../messages/en.json' with { type: 'json' };
import es from '../messages/es.json' with { type: 'json' };

const root = path.resolve(import.meta.dirname, '../..');
const ANALYTICS = { TAG_MANAGER_ID: 'GTM-TEST123', ANALYTICS_ACCOUNT_KEY: 'acct_test', ANALYTICS_DOMAIN: 'analytics.example.com' };
const HOSTS = ['https://www.googletagmanager.com/**', `https://${ANALYTICS.ANALYTICS_DOMAIN}/**`];

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let site: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const next = [process.execPath, path.join(root, 'node_modules/next/dist/bin/next'), 'start', 'site', '-H', 'localhost', '-p', String(port)];
  const assignments = Object.entries({ ...ANALYTICS, PORT: String(port), TRUSTED_PROXIES: 'loopback' }).map(([name, value]) => `${name}=${value}`);
  site = spawn('env', [...assignments, ...next], { cwd: root, stdio: 'ignore' });
  origin = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 100_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(() => {
  site?.kill('SIGTERM');
});

/** Answers both script hosts with an empty script and counts what the page asked them for. */
const stubScripts = async (page: Page): Promise<string[]> => {
  const asked: string[] = [];
  for (const host of HOSTS) {
    await page.route(host, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '/* stub */' });
    });
  }
  return asked;
};
const banner = (page: Page) => page.locator('[data-consent-banner]');

test.describe('analytics after consent (spec 7.4)', () => {
  // Every page is rendered afresh for the new server (its port keys its own cache entries).
  test.slow();
  test('nothing loads before a choice; accepting loads both scripts, and the choice is remembered', async ({ page }) => {
    const asked = await stubScripts(page);
    await page.goto(`${origin}/about/`);
    const region = page.getByRole('region', { name: en.consent.title });
    await expect(region).toBeVisible();
    await expect(region).toContainText(en.consent.body);
    expect(asked).toEqual([]);
    await region.getByRole('button', { name: en.consent.accept }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => asked.length).toBe(2);
    expect(asked).toEqual(expect.arrayContaining([expect.stringContaining('gtm.js?id=GTM-TEST123'), expect.stringContaining('analytics.example.com/analytics.js?key=acct_test')]));
    // Another page: no question, the scripts load by themselves.
    await page.goto(`${origin}/career/`);
    await expect.poll(() => asked.length).toBe(4);
    await expect(banner(page)).toHaveCount(0);
  });

  test('in Spanish, declining loads nothing, now or on the next page', async ({ page }) => {
    const asked = await stubScripts(page);
    await page.goto(`${origin}/es/`);
    const region = page.getByRole('region', { name: es.consent.title });
    await expect(region).toBeVisible();
    await expect(region.getByRole('link', { name: es.consent.policy })).toHaveAttribute('href', '/es/cookies-policy/');
    await region.getByRole('button', { name: es.consent.decline }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.goto(`${origin}/es/cookies-policy/`);
    await expect(page.locator('[data-consent-status]')).toHaveText(es.consent.denied);
    await expect(banner(page)).toHaveCount(0);
    await page.evaluate(() => fetch('/api/health/'));
    expect(asked).toEqual([]);
  });

  test('the cookies policy page withdraws a yes: the page starts again without the scripts', async ({ page }) => {
    const asked = await stubScripts(page);
    await page.goto(`${origin}/cookies-policy/`);
    await page.getByRole('button', { name: en.consent.accept }).click();
    await expect.poll(() => asked.length).toBe(2);
    const control = page.getByRole('region', { name: en.consent.controlTitle });
    await expect(control.locator('[data-consent-status]')).toHaveText(en.consent.granted);
    await control.getByRole('button', { name: en.consent.change }).click();
    const region = page.getByRole('region', { name: en.consent.title });
    await expect(region.getByRole('button', { name: en.consent.accept })).toBeFocused();
    const reloaded = page.waitForEvent('load');
    await region.getByRole('button', { name: en.consent.decline }).click();
    await reloaded;
    await expect(page.locator('[data-consent-status]')).toHaveText(en.consent.denied);
    expect(asked).toHaveLength(2);
    await expect(banner(page)).toHaveCount(0);
  });

  test('the banner moves nothing on the page (no layout shift)', async ({ page }) => {
    await page.goto(`${origin}/`);
    await expect(banner(page)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += 'value' in entry && typeof entry.value === 'number' ? entry.value : 0;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });
});

test('without the three values there is no banner, no control and no script', async ({ page }) => {
  const asked = await stubScripts(page);
  await page.goto('/cookies-policy/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => fetch('/api/health/'));
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.consent.change })).toHaveCount(0);
  expect(asked).toEqual([]);
  const html = await (await page.request.get('/cookies-policy/')).text();
  // Nor its words in the page's payload, which the banner would carry as props.
  expect(html).not.toContain(en.consent.body);
});
