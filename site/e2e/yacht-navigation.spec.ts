import { expect, test, type Page } from '@playwright/test';
import { LISTING_PAGE_SIZE } from '../../schema/constants/listing';
import { scriptsHolding, ZOD_MARKER } from '../../testing/loaded-scripts';

// Spec 2.2 listings, 2.8, 3.7, 4.3: yacht cards, previous/next in the listing's order, back to the listing.
const LISTING = '/yachts-for-charter/';
const cards = (page: Page) => page.locator('[data-yacht-grid] [data-yacht-card]');
const cardLinks = (page: Page) => page.locator('[data-yacht-grid] [data-yacht-link]');

// A listing's first (uncached) render is slow on a loaded machine.
test.beforeEach(() => test.setTimeout(120_000));

const listingHrefs = async (page: Page): Promise<string[]> => cardLinks(page).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test('the charter listing shows its first page of yacht cards with name, length and price (spec 2.2, 3.3)', async ({ page }) => {
  await page.goto(LISTING);
  // The listing has more yachts than a page holds (listing-paging.spec.ts walks its pages).
  await expect(cards(page)).toHaveCount(LISTING_PAGE_SIZE);
  await expect(page.locator('nav[data-listing-pager]')).toBeVisible();
  const first = cards(page).first();
  await expect(first.locator('[data-yacht-link]')).toHaveText(/\S/);
  await expect(first.locator('[data-card-length]')).toHaveText(/^\d+(\.\d+)? m$/, { useInnerText: true });
  await expect(first.locator('[data-card-price]')).toHaveText(/^(From )?(Approx )?€[\d,]+( p\/week)?$|^POA$|INQUIRE/, { useInnerText: true });
  await expect(first.locator('img')).toHaveAttribute('src', /p=yacht-thumbnail/);
});

test('previous and next walk the listing order, and back returns to the listing (spec 3.7, 4.3)', async ({ page }) => {
  await page.goto(LISTING);
  const hrefs = await listingHrefs(page);
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  await cardLinks(page).nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));

  const nav = page.locator('[data-yacht-navigation="ready"]');
  await expect(nav.locator('[data-yacht-previous]')).toHaveAttribute('href', hrefs[0] ?? '');
  await expect(nav.locator('[data-yacht-next]')).toHaveAttribute('href', hrefs[2] ?? '');

  await nav.locator('[data-yacht-next]').click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[2]}$`));
  await expect(page.locator('[data-yacht-navigation="ready"] [data-yacht-previous]')).toHaveAttribute('href', hrefs[1] ?? '');

  await page.locator('[data-yacht-navigation="ready"] [data-yacht-previous]').click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));

  const back = page.locator('[data-yacht-navigation="ready"] [data-yacht-back]');
  await expect(back).toHaveText('Back to selection');
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect(cards(page).first()).toBeVisible();
});

test('a yacht page opened directly goes back to its listing and shows no previous/next (spec 2.8)', async ({ page }) => {
  await page.goto('/yachts-for-sale/');
  const sale = (await listingHrefs(page))[0];
  if (!sale) throw new Error('the sale listing has yachts');
  await page.goto(sale);
  const nav = page.locator('[data-yacht-navigation="ready"]');
  await expect(nav.locator('[data-yacht-back]')).toHaveAttribute('href', '/yachts-for-sale/');
  await expect(nav.locator('[data-yacht-previous], [data-yacht-next]')).toHaveCount(0);
});

test('a visitor landing on a yacht page from outside loads no schema checker: nothing is stored to check (spec 3.7)', async ({ page }) => {
  const zodScripts = scriptsHolding(page, ZOD_MARKER);
  await page.goto('/yacht-for-charter/allure/');
  const nav = page.locator('[data-yacht-navigation="ready"]');
  await expect(nav.locator('[data-yacht-back]')).toHaveAttribute('href', '/yachts-for-charter/');
  await expect(nav.locator('[data-yacht-previous], [data-yacht-next]')).toHaveCount(0);
  expect(await zodScripts()).toEqual([]);

  // With a list stored, the checker loads and the list drives previous/next.
  await page.goto('/yachts-for-charter/');
  await cardLinks(page).nth(1).click();
  await expect(page.locator('[data-yacht-navigation="ready"] [data-yacht-previous]')).toBeVisible();
  expect(await zodScripts()).toHaveLength(1);
});

test("the units switch changes every card's length (spec 2.8)", async ({ page }) => {
  await page.goto(LISTING);
  const lengths = cards(page).locator('[data-card-length]');
  const count = await lengths.count();
  for (const text of await lengths.allInnerTexts()) expect(text).toMatch(/ m$/);
  await page.locator('select[data-preference="units"]').first().selectOption('ft');
  const feet = await lengths.allInnerTexts();
  expect(feet).toHaveLength(count);
  for (const text of feet) expect(text).toMatch(/^\d+' ?(\d+")?$/);
});

test('two yachts added to the comparison from their cards are both listed and the header badge says 2 (spec 2.6, 2.8)', async ({ page }) => {
  await page.goto(LISTING);
  const toggles = cards(page).locator('button[data-compare-toggle]');
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  await expect(toggles.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggles.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggles.nth(0)).toHaveAccessibleName('Added to comparison');
  const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('shortlist') ?? '[]'));
  expect(stored).toHaveLength(2);
  await expect(page.getByTestId('shortlist-badge')).toHaveText(/^2\b/);
  // The choice survives a reload.
  await page.reload();
  await expect(cards(page).locator('button[data-compare-toggle][aria-pressed="true"]')).toHaveCount(2);
  await expect(page.getByTestId('shortlist-badge')).toHaveText(/^2\b/);
});
