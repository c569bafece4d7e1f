import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { allImagesLoaded } from '../../testing/page-images';

// Spec 2.10, 3.7, 4.3, 9.2: the search page against the demo index the seed wrote.
type Yacht = {
  objectID: string;
  url: string;
  kind: string;
  content: { type: string; yachtid: string; loaMeter: number; loaFeet: number; builderName: string; amenities: string[]; exchangePrices: Partial<Record<string, number>> };
};
type Index = { name: string; records: Yacht[] };
const indexes: Index[] = JSON.parse(readFileSync('.data/search/indexes.json', 'utf8')).indexes;
const yachts = indexes.find((index) => index.name === 'YachtIndex_en')?.records ?? [];

const found = (page: Page) => page.locator('[data-search-found]');
const hitIds = (page: Page) => page.locator('[data-search-hits] [data-search-hit]').evaluateAll((hits) => hits.map((hit) => hit.getAttribute('data-search-hit')));
const hitHrefs = (page: Page) => page.locator('[data-search-hits] [data-search-hit-link]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
const query = (page: Page) => new URL(page.url()).searchParams;

/** The panel with its choices: before the search code has run, a phone's panel opens at once but only says it is loading (data-opening). */
const PANEL_WITH_CHOICES = '[data-filter-panel]:not([data-opening])';
/** The filter panel is a column on desktop; on a phone it opens from 'Filters' and 'Show results' closes it. */
const openFilters = async (page: Page) => {
  const button = page.locator('[data-open-filters]');
  if (await button.isVisible()) await button.click();
  // A first tap may load the search code first (on a busy machine, seconds); until then a phone's panel says it is loading.
  await expect(page.locator(PANEL_WITH_CHOICES)).toBeVisible({ timeout: 15_000 });
};
const closeFilters = async (page: Page) => {
  const show = page.locator('[data-show-results]');
  if (await show.isVisible()) await show.click();
};
const setRange = async (page: Page, attribute: string, min: string, max: string) => {
  await openFilters(page);
  const filter = page.locator(`[data-filter="${attribute}"]`);
  await filter.locator('[data-range-min]').fill(min);
  await filter.locator('[data-range-max]').fill(max);
  await filter.getByRole('button').click();
  await closeFilters(page);
};
/**
 * The page shows a search with none in flight: the server's results (status 'server', before the
 * search code loads on the first reach for a control) or the island's (data-search-status, SearchApp.client.tsx).
 */
const ready = async (page: Page) => {
  await expect(page.locator('[data-search-index="y"]:is([data-search-status="idle"], [data-search-status="server"])')).toBeVisible({ timeout: 60_000 });
};
const hydrated = async (page: Page) => {
  await page.goto('/search/');
  await ready(page);
};

test.beforeEach(({ page }) => {
  test.setTimeout(90_000);
  page.on('pageerror', (error) => {
    throw error;
  });
});

test('the length filter in feet keeps the same yachts when the unit switches to metres (spec 2.10)', async ({ page }) => {
  await hydrated(page);
  await page.locator('select[data-preference="units"]').selectOption('ft');
  await setRange(page, 'content.loaFeet', '120', '200');
  const expected = yachts.filter((y) => y.content.loaFeet >= 120 && y.content.loaFeet <= 200).length;
  await expect(found(page)).toHaveText(`Found ${expected}`);
  await expect.poll(() => query(page).get('r[content.loaFeet]')).toBe('120:200');
  const inFeet = await hitIds(page);

  await page.locator('select[data-preference="units"]').selectOption('m');
  await expect.poll(() => query(page).get('r[content.loaMeter]')).toBe('36.5:61');
  expect(query(page).get('r[content.loaFeet]')).toBeNull();
  await expect(found(page)).toHaveText(`Found ${expected}`);
  expect(await hitIds(page)).toEqual(inFeet);
  await expect(page.locator('[data-card-length]').first()).toHaveText(/^\d+(\.\d+)? m$/, { useInnerText: true });
});

test('a price range in USD shows only yachts priced within it (spec 2.10, 9.2)', async ({ page }) => {
  await hydrated(page);
  await page.locator('select[data-preference="currency"]').selectOption('usd');
  await setRange(page, 'content.exchangePrices.usd', '', '5000000');
  const expected = yachts.filter((y) => (y.content.exchangePrices.usd ?? Infinity) <= 5_000_000).length;
  await expect(found(page)).toHaveText(`Found ${expected}`);
  await expect.poll(() => query(page).get('r[content.exchangePrices.usd]')).toBe(':5000000');
  const prices = await page.locator('[data-search-hits] [data-cur="usd"]').allInnerTexts();
  for (const price of prices) expect(Number(price.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(5_000_000);
});

test('builder and amenity facets narrow the results and show as refinements (spec 9.2)', async ({ page }) => {
  await hydrated(page);
  await openFilters(page);
  await page
    .locator('[data-filter="content.builderName"]')
    .getByLabel(/^Heesen/)
    .check();
  await expect(found(page)).toHaveText(`Found ${yachts.filter((y) => y.content.builderName === 'Heesen').length}`);
  // Each refinement is its own history entry once the address has it.
  await expect.poll(() => query(page).getAll('l[content.builderName]')).toEqual(['Heesen']);
  // The amenity with fewest Heesen yachts among those listed, so the count changes.
  const amenities = page.locator('[data-filter="content.amenities"] input[type=checkbox][value]');
  const amenity = (await amenities.last().getAttribute('value')) ?? '';
  await page.locator(`[data-filter="content.amenities"] input[value="${amenity}"]`).check();
  await closeFilters(page);
  const expected = yachts.filter((y) => y.content.builderName === 'Heesen' && y.content.amenities.includes(amenity)).length;
  await expect(found(page)).toHaveText(`Found ${expected}`);
  await expect.poll(() => query(page).getAll('l[content.builderName]')).toEqual(['Heesen']);
  await expect.poll(() => query(page).getAll('l[content.amenities]')).toEqual([amenity]);
  await expect(page.locator('[data-search-refinements]')).toContainText('Builder: Heesen');
  // Back walks the refinements: first the amenity goes, then the builder.
  await page.goBack();
  await expect(found(page)).toHaveText(`Found ${yachts.filter((y) => y.content.builderName === 'Heesen').length}`);
  await page.goForward();
  await expect(found(page)).toHaveText(`Found ${expected}`);
  // A change right after Back or Forward reaches the address too.
  await page.locator('[data-sort-by]').selectOption('length');
  await expect.poll(() => query(page).get('s')).toBe('length_asc');
  await expect.poll(() => query(page).getAll('l[content.amenities]')).toEqual([amenity]);
});

test('sort by length, descending, orders the hits by length (spec 9.2)', async ({ page }) => {
  await hydrated(page);
  await page.locator('[data-sort-by]').selectOption('length');
  // The order applies to the sort in place: wait until the length sort is the search's own.
  await expect.poll(() => query(page).get('s')).toBe('length_asc');
  await ready(page);
  await page.locator('[data-sort-order]').selectOption('desc');
  await expect.poll(() => query(page).get('s')).toBe('length_desc');
  const longest = [...yachts].sort((a, b) => b.content.loaFeet - a.content.loaFeet)[0];
  await expect(page.locator('[data-search-hits] [data-search-hit]').first()).toHaveAttribute('data-search-hit', longest?.content.yachtid ?? '');
});

test('page 2 shows the next hits and says which page of how many (spec 2.10)', async ({ page }, info) => {
  await hydrated(page);
  const perPage = info.project.name === 'mobile' ? 10 : 30;
  const first = await hitHrefs(page);
  expect(first).toHaveLength(perPage);
  await page.locator('[data-search-pagination]').getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect.poll(() => query(page).get('p')).toBe('2');
  await expect(page.locator('[data-search-page-of]')).toHaveText(`Page 2 of ${Math.ceil(yachts.length / perPage)}`);
  // The pages move at once; the hits follow when page 2's results arrive.
  await expect.poll(async () => (await hitHrefs(page)).some((id) => first.includes(id))).toBe(false);
  expect((await hitHrefs(page)).length).toBeGreaterThan(0);
});

test('a pasted search URL shows the same hits, already in the server HTML (spec 9.2)', async ({ page, browser, request }) => {
  const url = '/search/?l%5Bcontent.builderName%5D=Heesen&l%5Bcontent.builderName%5D=CRN&r%5Bcontent.loaMeter%5D=30%3A70&s=length_asc';
  await page.goto(url);
  await ready(page);
  const ids = await hitIds(page);
  const expected = yachts.filter((y) => ['Heesen', 'CRN'].includes(y.content.builderName) && y.content.loaMeter >= 30 && y.content.loaMeter <= 70);
  expect(ids.length).toBe(Math.min(expected.length, ids.length));
  await expect(found(page)).toHaveText(`Found ${expected.length}`);

  const html = await (await request.get(url, { headers: { 'user-agent': await page.evaluate(() => navigator.userAgent) } })).text();
  for (const id of ids) expect(html).toContain(`data-search-hit="${id}"`);
  expect(html).toContain(`Found ${expected.length}`);

  // The filters show the link's choices when the panel opens (on a phone they then take over from
  // the closed panel's single widget), and closing it again changes nothing.
  await openFilters(page);
  await expect(page.locator('[data-filter="content.builderName"] input[value="Heesen"]')).toBeChecked();
  await expect(page.locator('[data-filter="content.loaMeter"] [data-range-min]')).toHaveValue('30');
  await closeFilters(page);
  await ready(page);
  expect(await hitIds(page)).toEqual(ids);
  await expect(found(page)).toHaveText(`Found ${expected.length}`);

  // Clear drops every refinement and keeps the sort.
  await page.locator('[data-search-clear]').click();
  await expect(found(page)).toHaveText(`Found ${yachts.length}`);
  await expect(page.locator('[data-search-refinements]')).toHaveCount(0);
  await expect.poll(() => [...query(page).entries()]).toEqual([['s', 'length_asc']]);

  const other = await browser.newContext({ userAgent: await page.evaluate(() => navigator.userAgent), viewport: page.viewportSize() });
  const fresh = await other.newPage();
  await fresh.goto(url);
  expect(await hitIds(fresh)).toEqual(ids);
  await other.close();
});

test('a hit opens its yacht page, previous/next walk the results and back returns to the same search (spec 3.7, 4.3)', async ({ page }) => {
  const search = '/search/?s=length_desc&r%5Bcontent.loaMeter%5D=40%3A90';
  await page.goto(search);
  await ready(page);
  await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('searchResultYachtUrls') ?? '[]').length)).toBeGreaterThan(2);
  const hrefs = await hitHrefs(page);
  await page.locator('[data-search-hits] [data-search-hit-link]').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[1]}$`));
  const nav = page.locator('[data-yacht-navigation="ready"]');
  await expect(nav.locator('[data-yacht-previous]')).toHaveAttribute('href', hrefs[0] ?? '');
  await expect(nav.locator('[data-yacht-next]')).toHaveAttribute('href', hrefs[2] ?? '');
  await nav.locator('[data-yacht-next]').click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[2]}$`));
  const back = page.locator('[data-yacht-navigation="ready"] [data-yacht-back="search"]');
  await expect(back).toHaveText(/Back to search/i);
  await back.click();
  await expect(page).toHaveURL(/\/search\/\?/);
  expect(query(page).get('s')).toBe('length_desc');
  expect(query(page).get('r[content.loaMeter]')).toBe('40:90');
  expect(await hitHrefs(page)).toEqual(hrefs);
});

test('arriving on the search page adds one history entry: Back returns to the page before (spec 9.2)', async ({ page }) => {
  // The page's clock is the test's: the router writes the address a moment (400 ms) after a change.
  await page.clock.install();
  await page.goto('/');
  await page.goto('/search/');
  await ready(page);
  await page.clock.runFor(2_000);
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('another page turns refer-to-search off (spec 4.3)', async ({ page }) => {
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('shouldReferToSearch'))).toBe('true');
  await page.goto('/compare/');
  await expect.poll(() => page.evaluate(() => [sessionStorage.getItem('shouldReferToSearch'), sessionStorage.getItem('searchStateRoute')])).toEqual(['false', null]);
});

test('no match says so in the results and in the filter panel (spec 2.10, 8.4)', async ({ page }) => {
  await page.goto('/search/?q=zzqxjvk');
  await expect(found(page)).toHaveText('Found 0');
  await expect(page.locator('[data-search-no-results]')).toHaveText('No results found with the selected filters');
  await openFilters(page);
  await expect(page.locator('[data-filter-no-results]')).toHaveText('No results found with the selected filters');
});

test('the Spanish search page speaks Spanish and links to Spanish yacht pages', async ({ page }) => {
  await page.goto('/es/search/');
  await expect(found(page)).toHaveText(`${yachts.length} encontrados`);
  await expect(page.locator('[data-search-scope="g"]')).toHaveText('Sitio web');
  for (const href of await hitHrefs(page)) expect(href).toMatch(/^\/es\/yacht-for-(charter|sale)\//);
});

test('the website scope searches destinations, news and the other content types (spec 2.10)', async ({ page }) => {
  await page.goto('/search/');
  await page.locator('[data-search-scope="g"]').click();
  await expect(page).toHaveURL(/[?&]i=g/);
  await page.locator('[data-search-category="news"]').click();
  await expect.poll(() => query(page).get('m[kind]')).toBe('news');
  const news = indexes.find((index) => index.name === 'GenericIndex_en')?.records.filter((r) => r.kind === 'news').length;
  await expect(found(page)).toHaveText(`Found ${news}`);
});

test('the filter panel opens on a phone and Show results closes it; on a desktop it stays beside the results', async ({ page }, info) => {
  await hydrated(page);
  const panel = page.locator(PANEL_WITH_CHOICES);
  if (info.project.name === 'mobile') {
    await expect(panel).toBeHidden();
    await page.locator('[data-open-filters]').click();
    await expect(panel).toBeVisible();
    await expect(page.locator('[data-show-results]')).toHaveText(`Show results (${yachts.length})`);
    // A dialog while open: Tab stays inside it and the page behind does not scroll.
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await page.locator('[data-show-results]').click();
    await expect(panel).toBeHidden();
    await expect(page.locator('[data-open-filters]')).toBeFocused();
  } else {
    await expect(panel).toBeVisible();
    await expect(page.locator('[data-open-filters]')).toBeHidden();
  }
});

test('a junk query string gives the normal search page', async ({ page, request }) => {
  const junk = '/search/?l%5Bcontent.builderName%5D=%E0%A4%A&r%5Bcontent.loaMeter%5D=abc&p=99999999&s=evil_asc&nm%5Bx%5D=1%3A2&i=zz&q=%FF' + 'a'.repeat(3000);
  const response = await request.get(junk);
  expect(response.status()).toBe(200);
  await page.goto('/search/?r%5Bcontent.loaMeter%5D=abc&p=-4&s=evil_asc&nm%5Bx%5D=1%3A2&i=zz&l%5Bunknown%5D=1');
  await expect(found(page)).toHaveText(`Found ${yachts.length}`);
});

test('the yacht categories narrow to charter or sale (spec 2.10)', async ({ page }) => {
  await hydrated(page);
  const charter = yachts.filter((y) => y.content.type === 'charter').length;
  await expect(page.locator('[data-search-category="charter"]')).toContainText(`(${charter})`);
  await page.locator('[data-search-category="charter"]').click();
  await expect(found(page)).toHaveText(`Found ${charter}`);
  await expect.poll(() => query(page).get('m[content.type]')).toBe('charter');
  for (const href of await hitHrefs(page)) expect(href).toMatch(/^\/yacht-for-charter\//);
  // The refinement reads as the tab does, and every hit says which market it is offered in.
  await expect(page.locator('[data-search-refinements] button').first()).toHaveText(/^Yachts for charter/);
  await expect(page.locator('[data-hit-market]').first()).toHaveText('For charter');
});

test('when search cannot be reached a polite message shows and the page keeps working (spec 8.4)', async ({ page }) => {
  await hydrated(page);
  await page.route('**/api/search/**', (route) => route.abort('connectionfailed'));
  await page.locator('[data-search-category="sale"]').click();
  await expect(page.locator('[data-search-error]')).toContainText('We could not reach the search just now');
  await page.unroute('**/api/search/**');
  // The next search works again and the message goes.
  await page.locator('[data-search-category="all"]').click();
  await expect(page.locator('[data-search-error]')).toHaveCount(0);
  await expect(found(page)).toHaveText(`Found ${yachts.length}`);
});

test('related yachts of the top hit are recommended (spec 2.10)', async ({ page }) => {
  await hydrated(page);
  // They are asked for as the visitor scrolls towards them, below the results (or jumps past them).
  await page.keyboard.press('End');
  const related = page.locator('[data-search-recommendations] [data-search-hit]');
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(4);
});

test('screenshots of the search page, and of the open filter panel on a phone', async ({ page }, info) => {
  await page.goto('/search/?l%5Bcontent.builderName%5D=Heesen');
  await ready(page);
  // No horizontal scrolling at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await allImagesLoaded(page);
  expect(await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src))).toEqual([]);
  await page.screenshot({ path: `test-results/screenshots/search-${info.project.name}.png`, fullPage: true });
  if (info.project.name === 'mobile') {
    await openFilters(page);
    await page.screenshot({ path: 'test-results/screenshots/search-filters-mobile.png' });
  }
});

test('the search page and its open filter panel pass axe (WCAG A and AA rules)', async ({ page }) => {
  await page.goto('/search/?l%5Bcontent.builderName%5D=Heesen');
  await ready(page);
  await openFilters(page);
  const { violations, passes } = await new AxeBuilder({ page }).include('[data-search-index]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(passes.length, 'axe checked the search').toBeGreaterThan(0);
  expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
});

test('the length slider narrows the results when released, and a year is chosen from a drop-down (spec 9.2 range slider, select)', async ({ page }) => {
  await hydrated(page);
  await openFilters(page);
  const longest = Math.max(...yachts.map((y) => y.content.loaMeter));
  const max = page.locator('[data-filter="content.loaMeter"] [data-range-slider] input').nth(1);
  await max.focus();
  for (let i = 0; i < 30; i += 1) await max.press('ArrowLeft');
  await expect.poll(() => query(page).get('r[content.loaMeter]')).toMatch(/^:\d+(\.\d+)?$/);
  // The last key's search may still be on its way: wait until the count matches the URL's range.
  const expected = () => `Found ${yachts.filter((y) => y.content.loaMeter <= Number(query(page).get('r[content.loaMeter]')?.slice(1))).length}`;
  await expect.poll(async () => (await found(page).textContent()) === expected()).toBe(true);
  expect(Number(query(page).get('r[content.loaMeter]')?.slice(1))).toBeLessThan(longest);
  await closeFilters(page);

  await page.goto('/search/?i=g');
  await openFilters(page);
  const years = page.locator('[data-filter="publicationYear"] select');
  const year = await years.locator('option').nth(1).getAttribute('value');
  await years.selectOption(year ?? '');
  await expect.poll(() => query(page).get('m[publicationYear]')).toBe(year);
});
