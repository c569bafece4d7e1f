import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { scriptsHolding } from '../../testing/loaded-scripts';

// Spec 2.11 compare page, 2.6 badge, 2.5 head of the compare page.
const LISTING = '/yachts-for-charter/';
const table = (page: Page) => page.locator('[data-compare-table]');
const columns = (page: Page) => table(page).locator('[data-compare-yacht]');
const columnIds = (page: Page) => columns(page).evaluateAll((heads) => heads.map((head) => head.getAttribute('data-compare-yacht')));

// A listing's first (uncached) render is slow on a loaded machine.
test.beforeEach(() => test.setTimeout(120_000));

/** YachtIds of the listing's cards, read from the server's HTML. */
const listedIds = async (page: Page): Promise<string[]> => {
  const html = await (await page.request.get(LISTING)).text();
  return [...new Set([...html.matchAll(/data-compare-toggle="([^"]+)"/g)].map((m) => m[1] ?? ''))];
};

const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  return errors;
};

test('three yachts from the charter cards are compared side by side in aligned sections; removing one leaves two and the badge says 2 (spec 2.11, 2.6)', async ({ page, browser }) => {
  const errors = watchErrors(page);
  await page.goto(LISTING);
  const toggles = page.locator('[data-yacht-grid] button[data-compare-toggle]');
  const ids: string[] = [];
  for (const n of [0, 1, 2]) {
    await toggles.nth(n).click();
    await expect(toggles.nth(n)).toHaveAttribute('aria-pressed', 'true');
    ids.push((await toggles.nth(n).getAttribute('data-compare-toggle')) ?? '');
  }
  await page.goto('/compare/');
  await expect(page.getByRole('tab', { name: /Yachts for charter/ })).toHaveAttribute('aria-selected', 'true');
  // The sale tab has none of these yachts and says so, with its listing.
  await page.getByRole('tab', { name: /Yachts for sale/ }).click();
  await expect(page.locator('[data-compare-empty-tab]')).toContainText('There are no yachts for sale in this comparison.');
  await expect(page.locator('[data-compare-empty-tab]').getByRole('link', { name: 'View yachts for sale' })).toHaveAttribute('href', '/yachts-for-sale/');
  await page.getByRole('tab', { name: /Yachts for charter/ }).click();
  await expect(columns(page)).toHaveCount(3);
  expect(await columnIds(page)).toEqual(ids);
  for (const section of ['Overview', 'Dimensions & Materials', 'Accommodation', 'Performance & Engines', 'Construction & Design', 'Class & Flag', 'Features']) {
    await expect(table(page).getByRole('columnheader', { name: section, exact: true })).toBeVisible();
  }
  // Rows line up: every row has one cell per yacht; rows that differ are marked.
  const cellsPerRow = await table(page)
    .locator('tr[data-compare-row]')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td').length));
  expect(cellsPerRow.length).toBeGreaterThan(15);
  expect(new Set(cellsPerRow)).toEqual(new Set([3]));
  await expect(table(page).locator('tr[data-differs] th').first()).toContainText('Differs');
  await page.screenshot({ path: test.info().outputPath('compare.png'), fullPage: true });
  // Units and currency switches apply to the comparison.
  const length = table(page).locator('tr[data-compare-row="length"]').first().locator('td').first();
  await expect(length).toHaveText(/^\d+(\.\d+)? m$/, { useInnerText: true });
  await page.locator('select[data-preference="units"]').first().selectOption('ft');
  await expect(length).toHaveText(/^\d+' ?(\d+")?$/, { useInnerText: true });
  await page.locator('select[data-preference="currency"]').first().selectOption('usd');
  await expect(columns(page).first().locator('[data-compare-price]')).toHaveText(/\$|INQUIRE|on request/i, { useInnerText: true });
  // Inquiry opens the form drawer with the compared yachts as its source.
  await page.getByRole('link', { name: 'Inquiry', exact: true }).click();
  const frame = page.locator('[role="dialog"] iframe');
  await expect(frame).toHaveAttribute('src', new RegExp(`source=${encodeURIComponent(`/compare/?c=charter:${ids[0]}`)}`));
  const names = await columns(page).locator('a').first().allTextContents();
  await expect(page.frameLocator('[role="dialog"] iframe').getByLabel('Message')).toHaveValue(
    new RegExp(`^I would like to know more about ${(names[0] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `),
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Remove the first yacht: two columns, the shortlist and the badge follow.
  await columns(page)
    .first()
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(columns(page)).toHaveCount(2);
  expect(await columnIds(page)).toEqual(ids.slice(1));
  await expect(page.getByTestId('shortlist-badge')).toHaveText(/^2\b/);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('shortlist') ?? '[]'))).toHaveLength(2);

  // Share: the link opens the same comparison in a fresh browser, with no shortlist there.
  await page.locator('[data-share-toggle]').click();
  const mail = await page.locator('[data-share-options] a[href^="mailto:"]').getAttribute('href');
  const shared = /https?:\/\/\S+/.exec(decodeURIComponent(mail ?? ''))?.[0] ?? '';
  expect(new URL(shared).pathname).toBe('/compare/');
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect(columns(other)).toHaveCount(2);
  expect(await columnIds(other)).toEqual(ids.slice(1));
  await expect(other.locator('[data-compare-shared]')).toBeVisible();
  expect(await other.evaluate(() => window.localStorage.getItem('shortlist'))).toBeNull();
  await fresh.close();

  // A shared link opened here leaves this visitor's own shortlist as it was.
  await page.goto(`/compare/?c=charter:${ids[0]}`);
  await expect(columns(page)).toHaveCount(1);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('shortlist') ?? '[]'))).toHaveLength(2);
  await page.getByRole('button', { name: 'Show my shortlist' }).click();
  await expect(columns(page)).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('with nothing to compare the page says so and links to both listings (spec 2.11)', async ({ page }) => {
  const errors = watchErrors(page);
  // With nothing to compare the island (its table, its checks and zod with them) is not loaded.
  const islandScripts = scriptsHolding(page, 'data-compare-table');
  await page.goto('/compare/');
  const empty = page.locator('[data-compare-empty]');
  await expect(empty.getByRole('heading', { name: 'No yachts to compare yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'View yachts for charter' })).toHaveAttribute('href', '/yachts-for-charter/');
  await expect(empty.getByRole('link', { name: 'View yachts for sale' })).toHaveAttribute('href', '/yachts-for-sale/');
  await expect(table(page)).toHaveCount(0);
  expect(await islandScripts()).toEqual([]);
  // A shared link with nothing readable in it is an empty shared comparison, not an error.
  await page.goto('/compare/?c=%E0%A4%A,rent:Y1,sale:%3Cb%3E');
  await expect(page.locator('[data-compare-shared]')).toBeVisible();
  expect(await islandScripts()).toHaveLength(1);
  await expect(empty.getByRole('heading', { name: 'No yachts to compare yet' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/es/compare is in Spanish: empty state, tabs and sections (spec 2.11)', async ({ page }) => {
  await page.goto('/es/compare/');
  const empty = page.locator('[data-compare-empty]');
  await expect(empty.getByRole('heading', { name: 'Aún no hay yates que comparar' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Ver yates de alquiler' })).toHaveAttribute('href', '/es/yachts-for-charter/');
  await expect(empty.getByRole('link', { name: 'Ver yates en venta' })).toHaveAttribute('href', '/es/yachts-for-sale/');
  const [first, second] = await listedIds(page);
  await page.goto(`/es/compare/?c=charter:${first},charter:${second}`);
  await expect(columns(page)).toHaveCount(2);
  await expect(page.getByRole('tab', { name: /Yates de alquiler/ })).toHaveAttribute('aria-selected', 'true');
  await expect(table(page).getByRole('columnheader', { name: 'Resumen', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Consulta', exact: true })).toBeVisible();
  // The yacht data names hull materials and features in English; a Spanish visitor reads them in Spanish.
  await expect(table(page).locator('[data-compare-row="hullMaterial"]')).toContainText(/Acero|Aluminio/);
  await expect(table(page).locator('[data-compare-row="feature"]').first()).toBeVisible();
  await expect(table(page)).not.toContainText(/Steel|Aluminium|Underwater lights|Swimming pool|Elevator|Beach Club|Hot Tub/);
});

test('a filled comparison passes axe (WCAG A and AA), tabs and table included', async ({ page }) => {
  const [first, second] = await listedIds(page);
  const shortlist = JSON.stringify([first, second].map((id) => ({ id, view: 'charter' })));
  await page.addInitScript((list) => window.localStorage.setItem('shortlist', list), shortlist);
  await page.goto('/compare/');
  await expect(columns(page)).toHaveCount(2);
  const { violations } = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the compare page has no canonical link and no og:url, only the og image (spec 2.5)', async ({ request }) => {
  for (const path of ['/compare/', '/es/compare/']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('data-compare-loading');
    expect(html, path).not.toMatch(/<link[^>]*rel="canonical"/i);
    expect(html, path).not.toMatch(/<meta[^>]*property="og:url"/i);
    expect(html, path).toMatch(/<meta[^>]*property="og:image"/i);
  }
});

test('the compare route answers junk with a 400 naming the problem, never a 500', async ({ request }) => {
  for (const query of ['', '?c=', '?c=junk', '?c=rent:Y1', '?c=sale:Y1&lang=xx', `?c=${'sale:Y1,'.repeat(200)}`, '?c=%E0%A4%A', '?c=sale:%3Cscript%3E']) {
    const response = await request.get(`/api/compare/${query}`);
    expect(response.status(), query).toBe(400);
    expect((await response.json()).error, query).toMatch(/\S/);
  }
  const unknown = await request.get('/api/compare/?c=sale:Y0_NOPE');
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toEqual({ tables: [], missing: [{ view: 'sale', id: 'Y0_NOPE' }] });
});

test('a shortlist kept from an earlier visit shows in the header badge, and a yacht added at once joins it (spec 2.6, 2.8)', async ({ page }) => {
  const ids = await listedIds(page);
  const [first, second] = ids;
  // Stored once, as by an earlier visit; the page then reads it from storage like any visitor's.
  await page.addInitScript(
    (list) => {
      if (window.sessionStorage.getItem('seeded') === null) {
        window.localStorage.setItem('shortlist', list);
        window.sessionStorage.setItem('seeded', '1');
      }
    },
    JSON.stringify([first, second].map((id) => ({ id, view: 'charter' }))),
  );
  await page.goto(LISTING);
  const toggle = page.locator(`[data-yacht-grid] button[data-compare-toggle="${ids[2] ?? ''}"]`).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('shortlist-badge').first()).toHaveText(/^3\b/);
  expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('shortlist') ?? '[]'))).toHaveLength(3);
});
