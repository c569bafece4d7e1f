import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Spec 2.7, 3.8, 9.7: the footer office selector, the office map and its legend, the office pages.
const footer = (page: Page) => page.getByTestId('footer-offices');
const map = (page: Page) => footer(page).locator('[data-map-status]');

/** The local time of a zone as the page formats it, now and a minute ago (the clock may just have ticked). */
const expectedTimes = (page: Page, zone: string, locale: string) =>
  page.evaluate(
    ({ zone, locale }) =>
      [0, -60_000].map((offset) => new Intl.DateTimeFormat(locale, { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(Date.now() + offset))),
    { zone, locale },
  );

/** Every script the page has loaded so far, and whether any of them is the map library. */
const mapLibraryLoaded = (page: Page) =>
  page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => e.name);
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    return bodies.some((body) => body.includes('maplibregl-canvas'));
  });

test.describe('spec 2.7 footer office selector', () => {
  test('choosing an office shows its address, phone link, opening hours and local time in its own zone', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const select = footer(page).getByLabel('Select an office');
    await select.scrollIntoViewIfNeeded();
    await expect(footer(page)).toContainText('Choose an office');
    await select.selectOption({ label: 'Sydney' });
    const details = footer(page).locator('dl[data-office="office_sydney"]');
    await expect(details).toContainText('1 New Beach Road');
    await expect(details).toContainText('Monday to Friday, 9:00–18:00');
    await expect(details.getByRole('link', { name: '+61 2 9327 4500' })).toHaveAttribute('href', 'tel:+61293274500');
    const time = details.locator('time[data-timezone="Australia/Sydney"]');
    await expect(time).not.toHaveText(/^\s*$/);
    expect(await expectedTimes(page, 'Australia/Sydney', 'en')).toContain((await time.textContent())?.trim());
    // Another office, another zone: the clock follows the choice.
    await select.selectOption({ label: 'San Diego' });
    const sanDiego = footer(page).locator('time[data-timezone="America/Los_Angeles"]');
    expect(await expectedTimes(page, 'America/Los_Angeles', 'en')).toContain((await sanDiego.textContent())?.trim());
  });

  test('in Spanish, the crew-network offices are a group of their own and the time is Spanish', async ({ page }) => {
    await page.goto('/es/', { waitUntil: 'networkidle' });
    const select = footer(page).getByLabel('Seleccione una oficina');
    // A visitor sees the selector to use it; the office's clock starts in view.
    await select.scrollIntoViewIfNeeded();
    await expect(select.locator('optgroup')).toHaveCount(2);
    await expect(select.locator('optgroup').nth(0).locator('option')).toHaveCount(16);
    await expect(select.locator('optgroup').nth(1).locator('option')).toHaveCount(4);
    await select.selectOption({ label: 'Dubái' });
    const time = footer(page).locator('time[data-timezone="Asia/Dubai"]');
    await expect(time).not.toHaveText(/^\s*$/);
    expect(await expectedTimes(page, 'Asia/Dubai', 'es')).toContain((await time.textContent())?.trim());
    await expect(footer(page)).toContainText('Hora local');
  });

  test('the map loads only when scrolled near, draws a marker per office and the legend, with no request off the site', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseURL ?? '-') && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) foreign.push(request.url());
    });
    const land = page.waitForResponse((response) => response.url().endsWith('/api/land/110m/'));
    await page.goto('/', { waitUntil: 'networkidle' });
    // Spec 2.7 map: not part of the first load.
    await expect(map(page)).toHaveAttribute('data-map-status', 'waiting');
    expect(await mapLibraryLoaded(page)).toBe(false);
    await map(page).scrollIntoViewIfNeeded();
    await expect(map(page)).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
    await expect(map(page).locator('canvas')).toBeVisible();
    expect(await mapLibraryLoaded(page)).toBe(true);
    const markers = map(page).locator('[data-office]');
    await expect(markers).toHaveCount(20);
    await expect(map(page).locator('[data-kind="crew"]')).toHaveCount(4);
    const legend = footer(page).getByTestId('office-legend');
    await expect(legend).toContainText('Brokerage office');
    await expect(legend).toContainText('Crew network office');
    // The land shapes come from the site itself, as GeoJSON.
    const shapes: unknown = await (await land).json();
    expect(shapes).toMatchObject({ type: 'FeatureCollection', features: [{ geometry: { type: 'MultiPolygon' } }] });
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });

  test('a marker chooses its office, and the map stays where it was under the finger', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await map(page).scrollIntoViewIfNeeded();
    await expect(map(page)).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
    const top = async () => (await map(page).boundingBox())?.y ?? Number.NaN;
    const before = await top();
    await map(page).locator('[data-office="office_singapore"]').dispatchEvent('click');
    await expect(footer(page).getByLabel('Select an office')).toHaveValue('office_singapore');
    await expect(footer(page).locator('dl[data-office="office_singapore"]')).toContainText('Sentosa Cove');
    await expect(map(page).locator('[data-office="office_singapore"]')).toHaveAttribute('data-selected', 'true');
    // The details open below the map on a phone and beside it on a desktop, never above it.
    expect(await top()).toBeCloseTo(before, 0);
  });

  test('without WebGL there is no map box, and the selector still works', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
        value(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          return /webgl/.test(type) ? null : Reflect.apply(original, this, [type, ...rest]);
        },
      });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await footer(page).getByTestId('office-legend').scrollIntoViewIfNeeded();
    await expect(footer(page).locator('[data-map-status]')).toHaveCount(0);
    await footer(page).getByLabel('Select an office').selectOption({ label: 'London' });
    await expect(footer(page).locator('dl[data-office="office_london"]')).toContainText('40 Berkeley Square');
  });

  test('the newsletter button opens the newsletter form in the page language (drawer link, a page without JavaScript)', async ({ page }) => {
    await page.goto('/es/');
    const button = page.getByRole('contentinfo').getByRole('link', { name: 'Solicitar la newsletter' });
    await expect(button).toHaveAttribute('data-drawer', 'form');
    await expect(button).toHaveAttribute('href', '/forms/newsletter/?lang=es');
    const response = await page.request.get('/forms/newsletter/?lang=es');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('lang="es"');
  });

  test('the footer with the map drawn and an office chosen has no axe violations', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await map(page).scrollIntoViewIfNeeded();
    await expect(map(page)).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
    await footer(page).getByLabel('Select an office').selectOption({ label: 'Monaco' });
    const { violations, passes } = await new AxeBuilder({ page }).include('footer').analyze();
    expect(passes.length, 'axe checked the footer').toBeGreaterThan(0);
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
  });
});

test.describe('spec 3.8 office pages', () => {
  test('the offices page lists all 20 offices with their local time, over a map of them', async ({ page }) => {
    await page.goto('/offices-and-people/', { waitUntil: 'networkidle' });
    const list = page.locator('main');
    await expect(list.locator('dl[data-office]')).toHaveCount(20);
    // A clock starts as it comes into view: the list's last office, screens further down, has none
    // while the first one ticks, and gets its own when the visitor reaches it.
    const first = list.locator('dl[data-office="office_fort_lauderdale"]');
    const last = list.locator('dl[data-office="office_crew_fort_lauderdale"]');
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator('time[data-timezone="America/New_York"]')).not.toHaveText(/^\s*$/);
    await expect(last.locator('time')).toHaveCount(0);
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('time[data-timezone="America/New_York"]')).not.toHaveText(/^\s*$/);
    const officeMap = list.locator('[data-map-status]');
    await officeMap.scrollIntoViewIfNeeded();
    await expect(officeMap).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
    await expect(officeMap.locator('[data-office]')).toHaveCount(20);
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
  });

  test('an office page shows the office, its local time and its place on the map, in both languages', async ({ page }) => {
    await page.goto('/offices-and-people/monaco/', { waitUntil: 'networkidle' });
    await expect(page.locator('main h1')).toHaveText('Monaco office');
    const details = page.locator('main dl[data-office="office_monaco"]');
    await expect(details).toContainText('7 Avenue de Grande Bretagne');
    await expect(details.getByRole('link', { name: '+377 93 50 12 20' })).toHaveAttribute('href', 'tel:+37793501220');
    const time = details.locator('time[data-timezone="Europe/Monaco"]');
    await expect(time).not.toHaveText(/^\s*$/);
    expect(await expectedTimes(page, 'Europe/Monaco', 'en')).toContain((await time.textContent())?.trim());
    const officeMap = page.locator('main [data-map-status]');
    await officeMap.scrollIntoViewIfNeeded();
    await expect(officeMap).toHaveAttribute('data-map-status', 'ready', { timeout: 15_000 });
    await expect(officeMap.locator('[data-office="office_monaco"]')).toHaveCount(1);
    await page.goto('/es/oficinas-y-personas/monaco/');
    await expect(page.locator('main h1')).toHaveText('Oficina de Mónaco');
    await expect(page.locator('main')).toContainText('Sede central');
  });
});
