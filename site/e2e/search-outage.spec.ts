/**
 * Spec 8.4: hosted search goes down and the site survives. A site instance of this
 * build is configured for hosted Algolia (ALGOLIA_APP_ID, a search key) reached through ALGOLIA_URL:
 * the embedded engine's HTTP server behind a fault-injecting proxy (testing/fault-proxy.ts), so
 * both the server render and the browser's searches take the hosted path. With search refusing
 * connections, the search page says so and the rest of the site works; when it returns, a retry
 * finds the yachts again. Runs once (desktop project): it starts its own servers.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createSearchServer, openLocalSearch } from '../../services/search';
import { startFaultProxy, type FaultProxy } from '../../testing/fault-proxy';
import { freePort } from '../../testing/redis-server';
import { startSiteInstance, type SiteInstance } from '../../testing/site-instance';

const root = path.resolve(import.meta.dirname, '../..');
type Index = { name: string; records: unknown[] };
const KEYS = { appId: 'halcyon', searchKey: 'search-only-key' };
const yachtCount =
  (JSON.parse(readFileSync(path.join(root, '.data/search/indexes.json'), 'utf8')) as { indexes: Index[] }).indexes.find((index) => index.name === 'YachtIndex_en')?.records.length ?? 0;

test.describe('hosted search goes down, the site survives (spec 8.4)', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });

  let engine: Server | undefined;
  let faults: FaultProxy | undefined;
  let site: SiteInstance | undefined;

  test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
    test.skip(testInfo.project.use.isMobile === true, 'starts its own servers: once (desktop) is enough');
    // Read only (no persist): the demo's index, answering only the keys the site is given.
    engine = createSearchServer(openLocalSearch(path.join(root, '.data/search'), { keys: KEYS }).handler);
    await new Promise<void>((resolve) => engine?.listen(0, '127.0.0.1', resolve));
    faults = await startFaultProxy(`http://127.0.0.1:${(engine.address() as AddressInfo).port}`);
    site = await startSiteInstance(await freePort(), { ALGOLIA_APP_ID: KEYS.appId, ALGOLIA_SEARCH_KEY: KEYS.searchKey, ALGOLIA_URL: faults.url });
  });

  test.afterEach(async ({ browserName: _browserName }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus && site) await testInfo.attach('site log', { body: site.log().slice(-20_000) });
  });

  test.afterAll(async () => {
    await site?.stop();
    await faults?.close();
    await new Promise<void>((resolve) => (engine ? engine.close(() => resolve()) : resolve()));
  });

  test('the search page says search cannot be reached, the rest of the site works, and a retry finds the yachts once it returns', async ({ page }) => {
    const found = page.locator('[data-search-found]');
    // Control: through the hosted path the search finds every yacht, in the server render and in the browser.
    await page.goto(`${site?.origin}/search/`);
    await expect(found).toHaveText(`Found ${yachtCount}`);
    expect(faults?.received()).toBeGreaterThan(0);

    await faults?.set('refuse');
    const response = await page.goto(`${site?.origin}/search/?q=caribbean`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-search-error]')).toContainText('We could not reach the search just now');
    // The page around the search still works: the menu, the footer's links, and other pages.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(page.locator('footer').getByRole('link', { name: 'Yachts for charter' })).toBeVisible();
    expect((await page.request.get(`${site?.origin}/yacht-charter/`)).status()).toBe(200);
    await page.locator('[data-search-error]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(tmpdir(), 'search-outage-desktop.png') });

    await faults?.set('pass');
    await page.locator('[data-search-error] button').click();
    await expect(page.locator('[data-search-error]')).toHaveCount(0);
    await expect(found).toHaveText(/^Found [1-9]\d*$/);
  });
});
