import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { scriptsHolding, ZOD_MARKER } from '../../testing/loaded-scripts';

// Spec 1 ('destinations with maps', 'build an itinerary'), 2.2 /destinations and /itinerary, 3.10
// destinations on a map, 9.2 distances, 2.13 the enquiry form: a visitor plans a charter from the
// home page to a broker's inbox.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const ip = () => `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip() });
});

const formsList = (): { email: string; message?: string; source?: string }[] =>
  JSON.parse(execFileSync('npx', ['tsx', 'tools/cli.ts', 'forms:list', '--form', 'enquiry', '--json'], { encoding: 'utf8' })) as { email: string; message?: string; source?: string }[];

const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

const addPlace = async (page: Page, name: string) => {
  const search = page.getByTestId('itinerary-search');
  await search.fill(name);
  await page.locator('[data-add-place]').first().click();
};

test('from the home page to a broker: the destinations map, a guide, an itinerary of four places, a yacht check, a shared link and an enquiry', async ({ page, browser }, info) => {
  const errors = watchErrors(page);
  await page.goto('/');
  // The home page links the destinations (the footer's charter links, or a teaser).
  const toDestinations = page.locator('a[href="/destinations/"]:visible').first();
  await toDestinations.click();
  await expect(page).toHaveURL(/\/destinations\/$/);

  // The map loads once it is near the viewport and shows a marker per guide; the list works beside it.
  const list = page.locator('[data-destination-list] > li');
  await expect(list).toHaveCount(16);
  const map = page.locator('[data-map-status]').first();
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-status', 'ready');
  await expect(page.locator('[data-destination]')).toHaveCount(16);
  // At this zoom nearby guides gather into counted clusters (the library's clustering); a click on
  // the cluster that holds a guide zooms in until the guide's own marker shows.
  await expect(page.locator('[data-cluster]').first()).toBeVisible();
  const bahamas = page.locator('[data-destination="map_destination_guide_bahamas"]');
  await expect(async () => {
    if (!(await bahamas.isVisible())) await page.locator('[data-cluster-keys~="map_destination_guide_bahamas"]').first().click();
    await expect(bahamas).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // A marker opens a card linking to its guide.
  await bahamas.click();
  const card = page.locator('[data-destination-card="map_destination_guide_bahamas"]');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/destination/bahamas/');
  // Regions can be hidden: their markers and list entries go, and come back.
  await page.getByRole('checkbox', { name: 'Caribbean and Atlantic' }).uncheck();
  await expect(page.locator('[data-destination-key="map_destination_guide_bahamas"]')).toBeHidden();
  await expect(page.locator('[data-destination="map_destination_guide_bahamas"]')).toBeHidden();
  await expect(card).toBeHidden();
  await page.getByRole('checkbox', { name: 'Caribbean and Atlantic' }).check();
  await page.screenshot({ path: info.outputPath('destinations.png'), fullPage: true });

  // Open the guide, which shows where it is and starts an itinerary from it.
  await page.locator('[data-destination-key="map_destination_guide_bahamas"]').getByRole('link').click();
  await expect(page).toHaveURL(/\/destination\/bahamas\/$/);
  await expect(page.locator('[data-map-status]').first()).toBeAttached();
  await page.locator('[data-start-itinerary]').click();
  await expect(page).toHaveURL(/\/itinerary\/\?p=map_destination_guide_bahamas$/);

  // The builder starts from the guide; three stops are added by name.
  const route = page.getByTestId('itinerary-route');
  await expect(route.locator('[data-place-index]')).toHaveCount(1);
  await addPlace(page, 'Nassau');
  await addPlace(page, 'George Town');
  await addPlace(page, 'Highbourne');
  await expect(route.locator('[data-place-index]')).toHaveCount(4);
  // Reorder with the keyboard: Highbourne Cay moves before George Town, and focus follows it.
  await route.getByRole('button', { name: 'Move Highbourne Cay earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(route.locator('[data-place-index="2"]')).toHaveAttribute('data-place', 'map_destination_highbourne');
  await expect(route.locator('[data-place-index="2"] [data-action="up"]')).toBeFocused();

  // Each leg reads its great-circle distance and hours at sea.
  const legs = route.locator('[data-leg-distance]');
  await expect(legs).toHaveCount(3);
  for (const text of await legs.allInnerTexts()) expect(text).toMatch(/^\d[\d,]* nm · \d+(\.\d)? h at sea$/);
  // Highbourne Cay to George Town is about 90 nm (great circle).
  const last = (await legs.nth(2).innerText()).match(/^([\d,]+) nm/)?.[1] ?? '0';
  expect(Number(last.replace(',', ''))).toBeGreaterThan(80);
  expect(Number(last.replace(',', ''))).toBeLessThan(100);

  // A yacht from the charter fleet: each leg is checked against its speed and range.
  const yacht = page.getByTestId('itinerary-yacht');
  // The list names the yachts only until the visitor reaches for it; then each shows its figures.
  await expect(yacht.locator('option', { hasText: / kn, / })).toHaveCount(0);
  await yacht.focus();
  await expect(yacht.locator('option', { hasText: / kn, / }).first()).toBeAttached();
  const withData = await yacht.locator('option').evaluateAll((options) => options.find((o) => / kn, /.test(o.textContent ?? ''))?.getAttribute('value') ?? '');
  await yacht.selectOption(withData);
  const check = page.getByTestId('itinerary-check');
  await expect(check).toContainText(/range of|needs? attention/);
  await expect(route.locator('[data-leg-check]')).toHaveCount(3);
  // A one-hour cruising day makes the long legs too long, and the builder says so beside them.
  await page.getByTestId('itinerary-day-hours').fill('1');
  await expect(check).toContainText(/needs? attention/);
  await expect(route.locator('[data-problem="day"]').first()).toBeVisible();
  await page.getByTestId('itinerary-day-hours').fill('8');
  await page.screenshot({ path: info.outputPath('itinerary.png'), fullPage: true });

  // Share: the link holds the whole itinerary and opens it in another browser.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const link = await page.getByTestId('itinerary-share-link').inputValue();
  expect(link).toMatch(/\/itinerary\/\?p=map_destination_guide_bahamas,map_destination_nassau,map_destination_highbourne,map_destination_georgetown&y=/);
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(fresh.getByTestId('itinerary-route').locator('[data-place-index]')).toHaveCount(4);
  await expect(fresh.getByTestId('itinerary-yacht')).toHaveValue(withData);
  await expect(fresh.getByTestId('itinerary-route').locator('[data-leg-distance]')).toHaveText(await legs.allInnerTexts());
  await other.close();
  await page.getByRole('button', { name: /Back to the itinerary/ }).click();

  // Send it to a broker: the enquiry form opens with the itinerary as its message, and is stored.
  await page.getByRole('button', { name: 'Send to a broker' }).click();
  await expect(page.getByTestId('itinerary-message')).toContainText('Day 2: The Bahamas to Nassau');
  await page.getByTestId('itinerary-open-form').click();
  const form = page.frameLocator('[role="dialog"] iframe');
  const email = `itinerary-${randomUUID()}@example.com`;
  await expect(form.getByLabel('Message')).toHaveValue(/Day 4: Highbourne Cay to George Town/);
  await form.getByLabel('Name').fill('Ana Ruiz');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/I agree/).check();
  // Sent from the keyboard: focus brings the button into the drawer's view on a phone as well.
  await form.getByRole('button', { name: 'Send enquiry' }).press('Enter');
  await expect(form.getByRole('heading', { name: 'Thank you' })).toBeAttached();
  const stored = formsList().find((row) => row.email === email);
  expect(stored?.message).toContain('Day 1: start at The Bahamas');
  expect(stored?.message).toContain('/itinerary/?p=map_destination_guide_bahamas,');
  expect(errors).toEqual([]);
});

test('the Spanish builder speaks Spanish, and a junk link opens an empty itinerary instead of failing (spec 2.1)', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/es/itinerary/?p=%3Cscript%3E,atlantis,map_destination_naples,map_destination_naples,map_destination_capri&y=nope&kn=9999&h=-1');
  const route = page.getByTestId('itinerary-route');
  await expect(route.locator('[data-place-index]')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Su ruta', exact: true })).toBeVisible();
  await expect(route.locator('[data-leg-distance]')).toHaveText(/^\d+ mn · [\d,]+ h de navegación$/);
  await expect(page.getByTestId('itinerary-yacht')).toHaveValue('');
  await expect(page.getByTestId('itinerary-check')).toContainText('Elija un yate');
  // A place is found by what its guide names, in the page's language: an island, a country.
  const offered = page.locator('[data-add-place]');
  await page.getByTestId('itinerary-search').fill('Mallorca');
  await expect(offered).toHaveCount(1);
  await expect(offered).toHaveAttribute('data-add-place', 'map_destination_guide_balearic_islands');
  await page.getByTestId('itinerary-search').fill('grecia');
  await expect(offered.first()).toHaveAttribute('data-add-place', 'map_destination_guide_greek_cyclades');
  await page.getByTestId('itinerary-search').fill('Italia');
  await expect(offered).not.toHaveCount(0);
  expect(await offered.evaluateAll((all) => all.map((place) => place.getAttribute('data-add-place')))).toEqual(
    expect.arrayContaining(['map_destination_guide_amalfi_coast', 'map_destination_guide_sardinia']),
  );
  await page.getByTestId('itinerary-search').fill('españa');
  await expect(offered.first()).toHaveAttribute('data-add-place', 'map_destination_guide_balearic_islands');
  await page.getByTestId('itinerary-search').fill('');
  await page.screenshot({ path: test.info().outputPath('itinerario.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the planner opened from the menu starts an empty route without its route reader; a reload brings the route back (spec 2.2)', async ({ page }) => {
  const zodScripts = scriptsHolding(page, ZOD_MARKER);
  await page.goto('/itinerary/');
  const route = page.getByTestId('itinerary-route');
  await expect(page.getByTestId('itinerary-search')).toBeVisible();
  await expect(route.locator('[data-place-index]')).toHaveCount(0);
  expect(await zodScripts()).toEqual([]);

  await addPlace(page, 'Nassau');
  await addPlace(page, 'George Town');
  await expect(route.locator('[data-place-index]')).toHaveCount(2);
  await page.reload();
  await expect(route.locator('[data-place-index]')).toHaveCount(2);
  expect(await zodScripts()).not.toEqual([]);
});

test('a sample itinerary page carries its Trip data and opens in the builder (spec 2.5)', async ({ page }) => {
  await page.goto('/itineraries/a-week-in-the-exumas/');
  // One JSON-LD graph per page: the Trip is a node of it, beside the WebPage.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  const graph = (JSON.parse(blocks[0] ?? '{}') as { '@graph'?: { '@type'?: string; itinerary?: { numberOfItems: number } }[] })['@graph'] ?? [];
  const trips = graph.filter((node) => node['@type'] === 'Trip');
  expect(trips).toHaveLength(1);
  const data = trips[0] ?? {};
  expect(data.itinerary?.numberOfItems).toBe(7);
  await page.getByRole('link', { name: 'Plan this itinerary' }).first().click();
  await expect(page.getByTestId('itinerary-route').locator('[data-place-index]')).toHaveCount(7);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/destinations lists every guide with its link (spec 3.10)', async ({ page }) => {
    await page.goto('/destinations/');
    await expect(page.locator('[data-destination-list] > li')).toHaveCount(16);
    await expect(page.locator('[data-destination-key="map_destination_guide_greek_cyclades"] a')).toHaveAttribute('href', '/destination/greek-cyclades/');
  });
});

// A guide page's small map is a still picture until the visitor asks for the map, so
// a phone does not load and draw the map library for a map nobody touched.
for (const [path, label] of [
  ['/destination/greek-cyclades/', 'Explore the map'],
  ['/es/destino/greek-cyclades/', 'Explorar el mapa'],
] as const) {
  test(`a guide page's locator map draws on request (${path})`, async ({ page }) => {
    const errors = watchErrors(page);
    const picture = page.waitForResponse((response) => /\/api\/map-preview\/[\d.-]+\/[\d.-]+\/[\d.-]+\/(wide|narrow)\.svg$/.test(response.url()) && response.status() === 200);
    await page.goto(path);
    const box = page.locator('main [data-map-status]');
    await box.scrollIntoViewIfNeeded();
    await picture;
    // The picture covers the map's box, with the place's marker; the map library is not loaded.
    const shown = page.locator('main [data-map-preview] svg:visible');
    await expect(shown).toHaveCount(1);
    const [boxArea, shownArea] = await Promise.all([box.boundingBox(), shown.boundingBox()]);
    expect(shownArea).toEqual(boxArea);
    await expect(shown.locator('circle')).toHaveCount(1);
    await expect(box).toHaveAttribute('data-map-status', 'waiting');
    await expect(box.locator('canvas')).toHaveCount(0);
    await page.getByRole('button', { name: label }).click();
    await expect(box).toHaveAttribute('data-map-status', 'ready');
    await expect(box.locator('canvas')).toBeVisible();
    await expect(page.locator('main [data-map-preview]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
