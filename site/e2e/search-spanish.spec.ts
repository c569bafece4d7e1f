import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Spec 9.2, 2.10: a Spanish visitor on /es/search/: facets in Spanish, accents ignored as Algolia
// does, and the refinements in the address bring the same search back.
type Yacht = { objectID: string; content: { destinations: string[]; amenities: string[] } };
type Index = { name: string; records: Yacht[] };
const indexes: Index[] = JSON.parse(readFileSync('.data/search/indexes.json', 'utf8')).indexes;
const spanish = indexes.find((index) => index.name === 'YachtIndex_es')?.records ?? [];
const withDestination = (name: string) => spanish.filter((y) => y.content.destinations.includes(name)).length;

const found = (page: Page) => page.locator('[data-search-found]');
const hitIds = (page: Page) => page.locator('[data-search-hits] [data-search-hit]').evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-search-hit')));
const query = (page: Page) => new URL(page.url()).searchParams;
const count = async (page: Page) => Number((await found(page).innerText()).replace(/\D/g, ''));
/** The server's results (before the first reach for a control loads the search code) or the island's, at rest. */
const ready = async (page: Page) => {
  await expect(page.locator('[data-search-index="y"]:is([data-search-status="idle"], [data-search-status="server"])')).toBeVisible({ timeout: 60_000 });
};
const openFilters = async (page: Page) => {
  const button = page.locator('[data-open-filters]');
  if (await button.isVisible()) await button.click();
  // A first tap may load the search code first (on a busy machine, seconds); until then a phone's panel says it is loading (data-opening).
  await expect(page.locator('[data-filter-panel]:not([data-opening])')).toBeVisible({ timeout: 15_000 });
};
const closeFilters = async (page: Page) => {
  const show = page.locator('[data-show-results]');
  if (await show.isVisible()) await show.click();
};
const values = (page: Page, attribute: string) =>
  page.locator(`[data-filter="${attribute}"] input[type=checkbox][value]`).evaluateAll((inputs) => inputs.map((input) => input.getAttribute('value') ?? ''));
/** A query through the running search: focusing the field loads the search code, which is awaited (the hand-over before it is search-before-load.spec.ts's). */
const search = async (page: Page, text: string) => {
  await page.locator('#search-query').focus();
  await expect(page.locator('[data-search-index="y"][data-search-status="idle"]')).toBeVisible({ timeout: 30_000 });
  await page.locator('#search-query').fill(text);
  await page.locator('form[role=search] button[type=submit]').click();
  await expect.poll(() => query(page).get('q'), { timeout: 15_000 }).toBe(text);
  await ready(page);
};

test.beforeEach(({ page }) => {
  test.setTimeout(90_000);
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the destination and amenity filters list their values in Spanish (spec 9.2)', async ({ page }) => {
  expect(withDestination('Caribe')).toBeGreaterThan(0);
  await page.goto('/es/search/');
  await ready(page);
  await openFilters(page);
  const destinations = await values(page, 'content.destinations');
  expect(destinations).toContain('Caribe');
  expect(destinations.some((d) => d.startsWith('Mediterráneo'))).toBe(true);
  for (const english of ['Caribbean', 'East Mediterranean', 'West Mediterranean', 'Indian Ocean']) expect(destinations).not.toContain(english);
  const amenities = page.locator('[data-filter="content.amenities"]');
  // A first reach for a control loads the search code: the longer list follows once it runs.
  await amenities.getByRole('button', { name: 'Ver más' }).click();
  await expect.poll(() => values(page, 'content.amenities')).toContain('Piscina');
  const listed = await values(page, 'content.amenities');
  for (const english of ['Beach Club', 'Swimming pool', 'Air conditioning']) expect(listed).not.toContain(english);
  await expect(page.locator('[data-filter="content.destinations"] legend')).toHaveText('Destino');
});

test('"Caribe" finds the Caribbean yachts, and "Mediterráneo" the same yachts as "Mediterraneo" (spec 9.2)', async ({ page }) => {
  await page.goto('/es/search/');
  await ready(page);
  await search(page, 'Caribe');
  expect(await count(page)).toBeGreaterThanOrEqual(withDestination('Caribe'));

  await search(page, 'Mediterraneo');
  const plain = await count(page);
  const plainHits = await hitIds(page);
  expect(plain).toBeGreaterThan(0);
  await search(page, 'Mediterráneo');
  await expect(found(page)).toHaveText(`${plain} encontrados`);
  expect(await hitIds(page)).toEqual(plainHits);
});

test('a Spanish destination refinement round-trips through the address (spec 9.2)', async ({ page, browser }) => {
  await page.goto('/es/search/');
  await ready(page);
  await openFilters(page);
  await page.locator('[data-filter="content.destinations"] input[value="Caribe"]').check();
  await closeFilters(page);
  await expect.poll(() => query(page).getAll('l[content.destinations]')).toEqual(['Caribe']);
  // The address changes as the refinement is made; its results follow (a loaded machine takes a while).
  await expect(found(page)).toHaveText(`${withDestination('Caribe')} encontrados`, { timeout: 30_000 });
  await ready(page);
  const hits = await hitIds(page);

  // The address alone brings the same search back, in a fresh browser.
  const other = await browser.newContext({ userAgent: await page.evaluate(() => navigator.userAgent), viewport: page.viewportSize() });
  const fresh = await other.newPage();
  await fresh.goto(page.url());
  await ready(fresh);
  await expect(found(fresh)).toHaveText(`${withDestination('Caribe')} encontrados`, { timeout: 30_000 });
  expect(await hitIds(fresh)).toEqual(hits);
  await other.close();

  await page.goBack();
  await expect.poll(() => query(page).getAll('l[content.destinations]')).toEqual([]);
  await expect(found(page)).toHaveText(`${spanish.length} encontrados`, { timeout: 30_000 });
});

test('each card shows its price as set in one currency and as Aprox. in the three others (spec 9.1)', async ({ page }) => {
  await page.goto('/es/search/');
  await ready(page);
  const cards = page.locator('[data-search-hits] [data-search-hit]');
  await expect(cards.first()).toBeVisible();
  const prices = await cards.evaluateAll((hits) => hits.map((hit) => [...hit.querySelectorAll('[data-cur]')].map((span) => span.textContent ?? '')));
  const priced = prices.filter((texts) => texts.some((text) => /\d/.test(text)));
  expect(priced.length).toBeGreaterThan(0);
  for (const texts of priced) {
    expect(texts).toHaveLength(4);
    expect(
      texts.filter((text) => text.includes('Aprox.')),
      texts.join(' | '),
    ).toHaveLength(3);
  }
});
