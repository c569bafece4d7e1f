import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '../../schema/constants/listing';

// Spec 2.4, 2.16, 3.7: listings show LISTING_PAGE_SIZE cards per page at /x/, /x/page/2/...
const LISTING = '/yachts-for-charter/';
const cards = (page: Page) => page.locator('[data-yacht-grid] [data-yacht-card]');
const cardLinks = (page: Page) => page.locator('[data-yacht-grid] [data-yacht-link]');
const pager = (page: Page) => page.locator('nav[data-listing-pager]');
const hrefsOf = (page: Page): Promise<string[]> => cardLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
const noFollow = { maxRedirects: 0 } as const;

// A listing's first (uncached) render is slow on a loaded machine.
test.beforeEach(() => test.setTimeout(120_000));

test('without JavaScript, page 1 links to page 2, which shows the next cards under its own canonical URL', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(LISTING);
  await expect(cards(page)).toHaveCount(LISTING_PAGE_SIZE);
  const first = await hrefsOf(page);
  await expect(pager(page)).toHaveAttribute('aria-label', 'Pages of this list');
  await expect(pager(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${LISTING}`);
  await expect(pager(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);

  await pager(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${baseURL}${LISTING}page/2/`);
  await expect(cards(page)).toHaveCount(LISTING_PAGE_SIZE);
  const second = await hrefsOf(page);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
  await expect(pager(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: 'Page 1', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${LISTING}page/2/`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${baseURL}/es${LISTING}page/2/`);
  await expect(page).toHaveTitle(/page 2 of \d+/);

  // The last page has no next link, and previous goes back one page.
  const last = pager(page)
    .getByRole('link', { name: /^Page \d+$/ })
    .last();
  await last.click();
  await expect(pager(page).getByRole('link', { name: 'Next' })).toHaveCount(0);
  expect(await cards(page).count()).toBeGreaterThan(0);
  expect(await cards(page).count()).toBeLessThanOrEqual(LISTING_PAGE_SIZE);
  await pager(page).getByRole('link', { name: 'Previous' }).click();
  await expect(pager(page).locator('[aria-current="page"]')).toHaveCount(1);
  await context.close();
});

test('page numbers that are not pages of a listing answer 404; /page/1/ is the listing itself (308)', async ({ request }) => {
  for (const path of [`${LISTING}page/99/`, `${LISTING}page/0/`, `${LISTING}page/abc/`, `${LISTING}page/02/`, '/about/page/2/', '/es/about/page/2/']) {
    expect((await request.get(path, noFollow)).status(), path).toBe(404);
  }
  const first = await request.get(`${LISTING}page/1/`, noFollow);
  expect(first.status()).toBe(308);
  expect(new URL(first.headers()['location'] ?? '', 'http://x').pathname).toBe(LISTING);
  expect((await request.get(`${LISTING}page/2/`, noFollow)).status()).toBe(200);
  expect((await request.get(`/es${LISTING}page/2/`, noFollow)).status()).toBe(200);
});

test('the Spanish listing pages in Spanish, and the language switch keeps the page number', async ({ page, request }) => {
  await page.goto(`/es${LISTING}page/2/`);
  await expect(pager(page)).toHaveAttribute('aria-label', 'Páginas de esta lista');
  await expect(pager(page).getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager(page).getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', `/es${LISTING}page/3/`);
  await expect(pager(page).getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', `/es${LISTING}`);
  await expect(page).toHaveTitle(/página 2 de \d+/);
  const { violations } = await new AxeBuilder({ page }).include('nav[data-listing-pager]').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const switched = await request.get(`/api/switch-locale/?to=en&path=${encodeURIComponent(`/es${LISTING}page/2/`)}`, noFollow);
  expect(new URL(switched.headers()['location'] ?? '', 'http://x').pathname).toBe(`${LISTING}page/2/`);
});

test('previous/next on a yacht opened from page 2 walk the whole listing, across its pages (spec 3.7)', async ({ page }) => {
  await page.goto(LISTING);
  const first = await hrefsOf(page);
  await page.goto(`${LISTING}page/3/`);
  const third = await hrefsOf(page);
  await page.goto(`${LISTING}page/2/`);
  const second = await hrefsOf(page);
  expect(second).toHaveLength(LISTING_PAGE_SIZE);

  await cardLinks(page).first().click();
  await expect(page).toHaveURL(new RegExp(`${second[0]}$`));
  const nav = page.locator('[data-yacht-navigation="ready"]');
  // The first yacht of page 2 follows the last of page 1.
  await expect(nav.locator('[data-yacht-previous]')).toHaveAttribute('href', first.at(-1) ?? '');
  await expect(nav.locator('[data-yacht-next]')).toHaveAttribute('href', second[1] ?? '');
  await expect(nav.locator('[data-yacht-back]')).toHaveAttribute('href', `${LISTING}page/2/`);

  // The last yacht of page 2 leads on to the first of page 3.
  await page.goto(second.at(-1) ?? '');
  await expect(page.locator('[data-yacht-navigation="ready"] [data-yacht-next]')).toHaveAttribute('href', third[0] ?? '');
  await page.locator('[data-yacht-navigation="ready"] [data-yacht-next]').click();
  await expect(page).toHaveURL(new RegExp(`${third[0]}$`));
  await expect(page.locator('[data-yacht-navigation="ready"] [data-yacht-previous]')).toHaveAttribute('href', second.at(-1) ?? '');
});
