import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

// Spec 2.9 berth pages, spec 3.3 cruising areas and the yacht brochure.
const BERTH = '/berths-for-sale/port-vauban-70m-berth/';
const POA_BERTH = '/berths-for-sale/port-hercule-40m-berth/';
const SALE_YACHT = '/yacht-for-sale/sirocco/';
const CHARTER_YACHT = '/yacht-for-charter/esperanza/';

test.describe('berth page (spec 2.9)', () => {
  test("the hero says 'Berth for sale' with beam, location and price; units switch the beam to feet", async ({ page }) => {
    await page.goto(BERTH);
    const hero = page.locator('section[aria-labelledby="berth-title"]');
    await expect(hero.getByText('Berth for sale', { exact: true })).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('70 m berth, Port Vauban');
    await expect(hero.locator('dt', { hasText: 'Beam' })).toBeVisible();
    await expect(hero.locator('dd', { hasText: '14 m' })).toBeVisible();
    await expect(hero.getByText('Antibes, France')).toBeVisible();
    await expect(hero.locator('[data-berth-price]')).toHaveText('€6,900,000');
    await hero.locator('select[data-preference="units"]').selectOption('ft');
    await expect(hero.locator('dd', { hasText: `45' 11"` })).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Contact brokers' })).toHaveAttribute('data-drawer', 'contact-broker');
  });

  test("in Spanish: 'Amarre en venta', Manga, Ubicación and POA", async ({ page }) => {
    await page.goto(`/es${POA_BERTH}`);
    const hero = page.locator('section[aria-labelledby="berth-title"]');
    await expect(hero.getByText('Amarre en venta', { exact: true })).toBeVisible();
    await expect(hero.locator('dt', { hasText: 'Manga' })).toBeVisible();
    await expect(hero.locator('dt', { hasText: 'Ubicación' })).toBeVisible();
    await expect(hero.getByText('Mónaco', { exact: true })).toBeVisible();
    await expect(hero.locator('[data-berth-price]')).toHaveText('POA');
  });

  test('previous and next berth links walk the listing order and come back', async ({ page }) => {
    await page.goto(POA_BERTH);
    const nav = page.getByRole('navigation', { name: 'More berths for sale' });
    await nav.getByRole('link', { name: /Next berth/ }).click();
    await expect(page).toHaveURL(/\/berths-for-sale\/port-vauban-70m-berth\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('70 m berth, Port Vauban');
    await page
      .getByRole('navigation', { name: 'More berths for sale' })
      .getByRole('link', { name: /Previous berth/ })
      .click();
    await expect(page).toHaveURL(/\/berths-for-sale\/port-hercule-40m-berth\/$/);
    // The first berth's previous is the last of the list.
    await page
      .getByRole('navigation', { name: 'More berths for sale' })
      .getByRole('link', { name: /Previous berth/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/berth, Port de Saint-Jean-Cap-Ferrat$/);
  });
});

test.describe('cruising areas (spec 3.3)', () => {
  test('every cruising area links to a destination page that exists, in the page language', async ({ page, request }) => {
    for (const path of [CHARTER_YACHT, `/es${SALE_YACHT}`]) {
      await page.goto(path);
      const section = page.locator('section#location');
      await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
      const hrefs = await section.locator('li a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const href of hrefs) {
        expect(href).toMatch(path.startsWith('/es/') ? /^\/es\/destino\// : /^\/destination\//);
        expect((await request.get(href)).status(), href).toBe(200);
      }
    }
  });

  test('a sale page says where the yacht is lying', async ({ page }) => {
    await page.goto(SALE_YACHT);
    await expect(page.locator('section#location dt', { hasText: 'Lying' })).toBeVisible();
  });
});

test.describe('brochure (spec 2.8)', () => {
  test('downloads a real PDF from a yacht page', async ({ page }) => {
    await page.goto(CHARTER_YACHT);
    const link = page.locator('a[href^="/api/brochure/"]').first();
    await link.scrollIntoViewIfNeeded();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('esperanza-charter-brochure.pdf');
    const path = await download.path();
    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(path));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toContain('Esperanza');
  });

  test('the endpoint answers a clear 404 for unknown views, yachts and views a yacht is not offered in', async ({ request }) => {
    const ok = await request.get('/api/brochure/sale/Y10001_SI.pdf?lang=es');
    expect(ok.status()).toBe(200);
    expect(ok.headers()['content-type']).toBe('application/pdf');
    expect(ok.headers()['content-disposition']).toBe('attachment; filename="sirocco-sale-brochure.pdf"');
    const notOffered = await request.get('/api/brochure/charter/Y10001_SI.pdf');
    expect(notOffered.status()).toBe(404);
    expect(await notOffered.text()).toContain('not offered for charter');
    expect((await request.get('/api/brochure/rent/Y10001_SI.pdf')).status()).toBe(404);
    expect((await request.get('/api/brochure/sale/Y99999_ZZ.pdf')).status()).toBe(404);
    expect((await request.get('/api/brochure/sale/%00%ff.pdf')).status()).toBeLessThan(500);
    expect((await request.get('/api/brochure/sale/Y10001_SI.pdf?lang=xx')).status()).toBe(400);
  });
});
