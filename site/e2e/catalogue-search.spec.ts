import { expect, test, type Page } from '@playwright/test';

// Spec 3.10 'Search component', 9.2 dynamic grid categories, Recommend related-products: the
// search-driven blocks render on the server from the embedded engine.
const GRID_PAGE = '/yacht-charter/';
const SEARCH = '/search/?m%5Bcontent.type%5D=charter&r%5Bcontent.loaMeter%5D=50%3A';

// First renders of these pages are slow on a loaded machine.
test.beforeEach(() => test.setTimeout(120_000));

const pageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test('the editor\'s yacht search shows only charter yachts of 50 m and more, with its filters, and "View all" opens the same search', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(GRID_PAGE);
  const grid = page.locator('[data-yacht-search-grid]');
  const cards = grid.locator('[data-yacht-card]');
  await expect(cards).toHaveCount(6);
  const metres = await grid.locator('[data-card-length] [data-unit="m"]').allTextContents();
  expect(metres).toHaveLength(6);
  for (const length of metres) expect(Number(length.replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(50);
  const hrefs = await grid.locator('[data-yacht-link]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const href of hrefs) expect(href).toMatch(/^\/yacht-for-charter\/[^/]+\/$/);
  await expect(grid.locator('[data-grid-chip]')).toHaveText(['Yachts for charter', 'Length: 50 m or more']);
  await expect(grid.locator('[data-grid-refine]')).toHaveAttribute('href', SEARCH);

  const viewAll = grid.locator('[data-grid-view-all]');
  await expect(viewAll).toHaveText(/^View all \d+ yachts$/);
  await viewAll.click();
  await expect(page).toHaveURL((url) => url.pathname === '/search/' && url.searchParams.get('m[content.type]') === 'charter' && url.searchParams.get('r[content.loaMeter]') === '50:');
  expect(errors).toEqual([]);
});

test('the grid follows the page language (es)', async ({ page }) => {
  await page.goto(`/es${GRID_PAGE}`);
  const grid = page.locator('[data-yacht-search-grid]');
  await expect(grid.locator('[data-yacht-card]')).toHaveCount(6);
  await expect(grid.locator('[data-grid-chip]')).toHaveText(['Yates en alquiler', 'Eslora: 50 m o más']);
  await expect(grid.locator('[data-grid-view-all]')).toHaveAttribute('href', `/es${SEARCH}`);
  for (const href of await grid.locator('[data-yacht-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/es\/yacht-for-charter\//);
});

test('the dynamic grid lists the newest news, newest first, each linking to its story', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/yachting-news/');
  const grid = page.locator('[data-dynamic-grid="news"]');
  const cards = grid.locator('[data-dynamic-card]');
  await expect(cards).toHaveCount(6);
  await expect(grid.locator('[data-dynamic-card]:not([data-dynamic-card="news"])')).toHaveCount(0);
  const dates = await grid.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')));
  expect(dates).toHaveLength(6);
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const first = grid.locator('a').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.locator('h1')).toContainText(title.trim().slice(0, 20), { ignoreCase: true });
  expect(errors).toEqual([]);
});

test('the people grid shows names and job titles on /career', async ({ page }) => {
  await page.goto('/career/');
  const cards = page.locator('[data-dynamic-grid="people"] [data-dynamic-card="people"]');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().locator('h3')).toHaveText(/\S/);
  await expect(cards.first().locator('p').first()).toHaveText(/\S/);
});

test('a yacht page recommends similar yachts of its market, linking to their pages (spec 7.2)', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/yacht-for-charter/esperanza/');
  const slider = page.locator('[data-yacht-recommendations]');
  // The cards are not in the page until the visitor comes near them.
  await expect(slider.locator('[data-similar-yachts]')).toHaveAttribute('data-similar-yachts', 'waiting');
  await expect(slider.locator('[data-yacht-card]')).toHaveCount(0);
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('[data-similar-yachts]')).toHaveAttribute('data-similar-yachts', 'shown');
  const links = slider.locator('[data-yacht-card] [data-yacht-link]');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const hrefs = await links.evaluateAll((all) => all.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  for (const href of hrefs) expect(href).toMatch(/^\/yacht-for-charter\/[^/]+\/$/);
  expect(hrefs).not.toContain('/yacht-for-charter/esperanza/');
  await page.goto(hrefs[0] ?? '/');
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
  await expect(page.locator('h1')).toHaveText(/\S/);
  expect(errors).toEqual([]);
});

test('a Spanish yacht page recommends Spanish pages with Spanish prices (spec 7.2, 9.1)', async ({ page }) => {
  await page.goto('/es/yacht-for-charter/esperanza/');
  const slider = page.locator('[data-yacht-recommendations]');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('[data-similar-yachts]')).toHaveAttribute('data-similar-yachts', 'shown');
  const cards = slider.locator('[data-yacht-card]');
  expect(await cards.count()).toBeGreaterThanOrEqual(2);
  for (const href of await cards.locator('[data-yacht-link]').evaluateAll((all) => all.map((a) => new URL((a as HTMLAnchorElement).href).pathname))) expect(href).toMatch(/^\/es\/yacht-for-charter\//);
  await expect(cards.first().locator('[data-cur="eur"]')).toHaveText(/^Desde (Aprox\. )?€[\d,]+ por semana$/);
});

test('without JavaScript, a yacht page lists its similar yachts as links', async ({ request }) => {
  const html = await (await request.get('/yacht-for-charter/esperanza/')).text();
  const block = /data-similar-yachts="waiting"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  expect(block).toMatch(/^<noscript>/);
  expect(block.match(/href="\/yacht-for-charter\/[^"]+\/"/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
});

test('the similar-yachts route answers junk with a 400 naming the problem, and an unknown yacht with no cards', async ({ request }) => {
  for (const query of [
    '',
    '?yacht=',
    '?yacht=Esperanza&view=charter&lang=en',
    '?yacht=yacht_esperanza&view=rent&lang=en',
    '?yacht=yacht_esperanza&view=charter&lang=xx',
    `?yacht=${'a'.repeat(200)}&view=sale&lang=en`,
    '?yacht=%3Cscript%3E&view=sale&lang=en',
  ]) {
    const response = await request.get(`/api/similar-yachts/${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error, query).toMatch(/\S/);
  }
  const unknown = await request.get('/api/similar-yachts/?yacht=no_such_yacht&view=charter&lang=en');
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual({ cards: [] });
});
