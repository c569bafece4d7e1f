/**
 * Spec 4.9, 7.4: build updates. A new deployment is simulated in the browser: Playwright answers
 * /builds/latest.json with another id (nothing the server could be told to do, so nothing that
 * could reach production); the real endpoint answers the page's own build. A chunk of an old build
 * that is gone is simulated by answering the lazily loaded chunks with 404 (a second build of the
 * site takes several minutes on the test machine). Desktop only: the behaviour has no layout.
 */
import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from '../../testing/hydration';

test.skip(({ isMobile }) => isMobile, 'no layout involved: checked once');

const BUILD = '**/builds/latest.json*';
const YACHT = '/yacht-for-charter/poseidon/';

/** A mark on the document: gone after a document load, kept by a same-document navigation. */
const mark = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-test-mark', ''));
const marked = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-test-mark'));

test.describe('build updates (spec 4.9)', () => {
  test('the running build answers the id the page was built with: a pushed history entry stays in the page', async ({ page }) => {
    const polled = page.waitForResponse((response) => response.url().includes('/builds/latest.json?'));
    await page.goto('/about/');
    const answer: unknown = await (await polled).json();
    expect(answer).toEqual({ buildId: expect.stringMatching(/\S/) });
    await mark(page);
    await page.evaluate(() => history.pushState(null, '', '/contact-superyacht-company/'));
    await expect(page).toHaveURL(/\/contact-superyacht-company\/$/);
    expect(await marked(page)).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-build-outdated');
  });

  test('after a new deployment the next navigation loads a whole document from the new build', async ({ page }) => {
    await page.route(BUILD, (route) => route.fulfill({ json: { buildId: 'a-newer-build' }, headers: { 'cache-control': 'no-store' } }));
    await page.goto('/about/');
    await expect(page.locator('html')).toHaveAttribute('data-build-outdated', '');
    await mark(page);
    // What an island's client-side navigation does (the App Router, the search page's refinements).
    await page.evaluate(() => history.pushState(null, '', '/contact-superyacht-company/'));
    await expect(page).toHaveURL(/\/contact-superyacht-company\/$/);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await marked(page)).toBe(false);
  });

  test('a chunk that no longer loads reloads the page once, where the visitor was, and not again within 10 s', async ({ page }) => {
    // The build watch starts once the page has settled; its first poll says it is listening.
    const watching = page.waitForResponse((response) => response.url().includes('/builds/latest.json?'));
    await page.goto(YACHT);
    await watching;
    const gallery = page.locator('#gallery [data-lightbox-index]').first();
    await whenHydrated(page, '#gallery [data-lightbox-index]');
    // From now on every chunk this page asks for is gone, as after a deployment; the document the
    // reload fetches is the new build's, whose chunks are there.
    let refused = 0;
    let gone = true;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && refused > 0) gone = false;
    });
    await page.route('**/_next/static/chunks/**', async (route) => {
      if (!gone) return route.continue();
      refused += 1;
      return route.fulfill({ status: 404, body: 'gone' });
    });
    await gallery.scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => Math.round(scrollY));
    expect(y).toBeGreaterThan(100);
    await mark(page);
    const reloaded = page.waitForEvent('load');
    await gallery.hover();
    await reloaded;
    expect(refused).toBeGreaterThan(0);
    expect(await marked(page)).toBe(false);
    await expect(page).toHaveURL(new RegExp(`${YACHT}$`));
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(y);

    // Another chunk failing within 10 s does not reload the page again.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('build:reloaded-at'))).not.toBeNull();
    const guard = await page.evaluate(() => sessionStorage.getItem('build:reloaded-at'));
    await mark(page);
    const failedImport = await page.evaluate(() =>
      import(/* webpackIgnore: true */ `${location.origin}/_next/static/chunks/gone-${Date.now()}.js`).then(
        () => 'loaded',
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      ),
    );
    expect(failedImport).toMatch(/dynamically imported module|import/i);
    await page.evaluate(() => {
      void import(/* webpackIgnore: true */ `${location.origin}/_next/static/chunks/gone-again.js`);
    });
    await page.evaluate(() => fetch('/api/health/'));
    expect(await marked(page)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('build:reloaded-at'))).toBe(guard);
  });
});
