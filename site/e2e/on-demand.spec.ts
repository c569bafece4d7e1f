import { expect, test } from '@playwright/test';
import { previewCookie } from '../../testing/preview-grant';

// Page weight: the menu's panels and the footer's office details are not in the page; the
// header and the footer fetch them when the visitor reaches for them (spec 2.6, 2.7).
const PATH = '/yacht-charter/';
const PANEL_LINK = 'Last minute charter';
const OFFICE_ADDRESS = '1 New Beach Road';

test.describe.configure({ timeout: 90_000 });

test('the page carries the menu bar and the office names, not the panels or the office details', async ({ request }) => {
  const html = await (await request.get(PATH, { timeout: 60_000 })).text();
  expect(html).toContain('>Charter</a>');
  expect(html).toContain('Sydney');
  expect(html).not.toContain(PANEL_LINK);
  expect(html).not.toContain(OFFICE_ADDRESS);
});

test('on a phone the panels arrive when the visitor opens the menu', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the slide-in menu is the phone menu');
  const menuRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/menu/')) menuRequests.push(r.url());
  });
  await page.goto(PATH, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2000);
  expect(menuRequests, 'nothing fetched before the visitor reaches for the menu').toEqual([]);
  await page.locator('#mobile-menu-button').tap();
  await page.locator('#main-menu > ul > li > div > a').first().tap();
  await expect(page.locator('#mega-menu-0').getByRole('link', { name: PANEL_LINK })).toBeVisible();
  expect(menuRequests).toHaveLength(1);
  expect(menuRequests[0]).toMatch(/\/api\/menu\/\?lang=en$/);
});

test('with a mouse the panels are fetched once, after the page has loaded, and not on save-data', async ({ page, browser, isMobile }) => {
  test.skip(isMobile, 'the menu bar shows from the lg breakpoint');
  const menuRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/menu/')) menuRequests.push(r.url());
  });
  await page.goto(PATH);
  await expect.poll(() => menuRequests.length).toBe(1);
  await page.locator('#main-menu > ul > li > div > a').first().hover();
  await expect(page.locator('#mega-menu-0').getByRole('link', { name: PANEL_LINK })).toBeVisible();
  await page.locator('#main-menu > ul > li > div > a').nth(1).hover();
  await expect(page.locator('#mega-menu-1')).toBeVisible();
  expect(menuRequests).toHaveLength(1);

  const saver = await browser.newContext();
  await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
  const saving = await saver.newPage();
  const saved: string[] = [];
  saving.on('request', (r) => {
    if (r.url().includes('/api/menu/')) saved.push(r.url());
  });
  await saving.goto(PATH, { waitUntil: 'networkidle' });
  await saving.waitForTimeout(2500);
  expect(saved, 'nothing fetched ahead on save-data').toEqual([]);
  await saving.locator('#main-menu > ul > li > div > a').first().hover();
  await expect(saving.locator('#mega-menu-0').getByRole('link', { name: PANEL_LINK })).toBeVisible();
  await saver.close();
});

test('a failed menu route leaves the top links working as plain links', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the menu bar shows from the lg breakpoint');
  await page.route('**/api/menu/**', (route) => route.fulfill({ status: 502, body: '{"error":"down"}', contentType: 'application/json' }));
  await page.goto(PATH);
  await page.locator('#main-menu > ul > li > div > a').first().hover();
  await expect(page.locator('#mega-menu-toggle-0')).toHaveCount(0);
  await page.locator('#main-menu > ul > li > div > a', { hasText: 'About' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${PATH}$`));
});

test('the footer fetches its office details as the visitor nears it', async ({ page }) => {
  const officeRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/offices/')) officeRequests.push(r.url());
  });
  await page.goto('/es/', { waitUntil: 'networkidle' });
  expect(officeRequests).toEqual([]);
  const select = page.getByTestId('footer-offices').getByRole('combobox');
  await select.scrollIntoViewIfNeeded();
  await select.selectOption({ label: 'Sídney' });
  await expect(page.getByTestId('footer-offices').locator('dl[data-office="office_sydney"]')).toContainText(OFFICE_ADDRESS);
  expect(officeRequests).toHaveLength(1);
  expect(officeRequests[0]).toMatch(/\/api\/offices\/\?lang=es$/);
});

test.describe('the on-demand routes refuse bad input with a clear 4xx', () => {
  // The yacht card routes read their yachts first (catalogue-search.spec.ts, yacht-slider.spec.ts try bad ones), then the language as the others.
  for (const [route, yacht] of [
    ['/api/menu/', ''],
    ['/api/offices/', ''],
    ['/api/similar-yachts/', 'yacht=yacht_esperanza&view=charter'],
    ['/api/yacht-cards/', 'yachts=yacht_esperanza,yacht_allure&view=charter'],
    ['/api/yacht-gallery/', 'yacht=yacht_esperanza&view=charter'],
  ] as const) {
    for (const query of ['', '?lang=fr', '?lang=en&lang=es', '?lang=%zz', '?lang=en&preview=1', `?lang=${'e'.repeat(5000)}`]) {
      test(`${route}${query.slice(0, 40)}`, async ({ request }) => {
        const params = [yacht, query.slice(1)].filter(Boolean).join('&');
        const response = await request.get(`${route}${params ? `?${params}` : ''}`);
        expect(response.status()).toBe(400);
        expect(await response.json()).toEqual({ error: expect.stringMatching(/lang|preview/) });
      });
    }
  }

  test('live answers are cached by the browser, preview answers are not', async ({ request }) => {
    const live = await request.get('/api/menu/?lang=es');
    expect(live.status()).toBe(200);
    expect(live.headers()['cache-control']).toMatch(/^public, max-age=60/);
    const body: unknown = await live.json();
    expect(body).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ text: 'Charter', groups: expect.arrayContaining([expect.objectContaining({ heading: 'Encuentre un yate' })]) })]),
    });
    const similar = await request.get('/api/similar-yachts/?yacht=yacht_esperanza&view=charter&lang=es');
    expect(similar.headers()['cache-control']).toMatch(/^public, max-age=60/);
    expect(await similar.json()).toMatchObject({ cards: expect.arrayContaining([expect.objectContaining({ href: expect.stringMatching(/^\/es\/yacht-for-charter\//) })]) });
    const gallery = await request.get('/api/yacht-gallery/?yacht=yacht_esperanza&view=charter&lang=es');
    expect(gallery.headers()['cache-control']).toMatch(/^public, max-age=60/);
    // Drafts only with an editor's grant: without it, the live answer.
    expect((await request.get('/api/offices/?lang=en&preview=true')).headers()['cache-control']).toMatch(/^public, max-age=60/);
    const preview = await request.get('/api/offices/?lang=en&preview=true', { headers: { cookie: await previewCookie(request) } });
    expect(preview.status()).toBe(200);
    expect(preview.headers()['cache-control']).toBe('private, no-store');
  });
});

test.describe('the yacht-gallery route (spec 3.5, 3.6)', () => {
  for (const query of ['view=charter', 'yacht=yacht_esperanza', 'yacht=Yacht-Esperanza&view=charter', 'yacht=yacht_esperanza&view=rent', `yacht=${'y'.repeat(200)}&view=sale`]) {
    test(`refuses ${query.slice(0, 40)} naming what is wrong`, async ({ request }) => {
      const response = await request.get(`/api/yacht-gallery/?${query}&lang=en`);
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/yacht must be a yacht item codename|view must be charter or sale/) });
    });
  }

  test('an unknown yacht has no pictures', async ({ request }) => {
    const response = await request.get('/api/yacht-gallery/?yacht=no_such_yacht&view=charter&lang=en');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ pictures: [] });
  });
});
