/**
 * Spec 2.2 microsites: /microsite/yachts-for-charter and /microsite/yachts-for-sale show the charter
 * and sale fleets from the search index (the catalogue's yacht grid with its filter chips and
 * 'View all' to the whole search), in both languages, as pages a partner can link to.
 */
import { expect, test } from '@playwright/test';

const MICROSITES = [
  { path: '/microsite/yachts-for-charter/', market: 'charter', heading: 'The charter fleet' },
  { path: '/microsite/yachts-for-sale/', market: 'sale', heading: 'The sale fleet' },
  { path: '/es/microsite/yachts-for-charter/', market: 'charter', heading: 'La flota de chárter' },
  { path: '/es/microsite/yachts-for-sale/', market: 'sale', heading: 'La flota en venta' },
];

test.describe('microsites (spec 2.2)', () => {
  for (const site of MICROSITES) {
    test(`${site.path} shows the ${site.market} fleet from search`, async ({ page }) => {
      const response = await page.goto(site.path);
      expect(response?.status()).toBe(200);
      const grid = page.locator('[data-yacht-search-grid]');
      await expect(page.getByRole('heading', { name: site.heading })).toBeVisible();
      const cards = grid.locator('[data-yacht-grid] > li');
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBe(6);
      // Every card is a yacht of that market, linked to its page in the page's language.
      const prefix = site.path.startsWith('/es/') ? '/es' : '';
      const links = await cards.locator('a[href*="/yacht-for-"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThanOrEqual(6);
      for (const href of links) expect(href.startsWith(`${prefix}/yacht-for-${site.market}/`), href).toBe(true);
      // 'View all' opens the same search on the search page, which counts the whole fleet.
      const viewAll = grid.locator('[data-grid-view-all]');
      const href = (await viewAll.getAttribute('href')) ?? '';
      expect(decodeURIComponent(href)).toContain(`m[content.type]=${site.market}`);
      await viewAll.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/search/\\?`));
    });
  }
});
