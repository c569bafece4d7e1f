import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from '../../testing/hydration';

// On the demo's yacht pages, in both languages: the main picture opens the lightbox
// with zoom (spec 2.8), the hero's brochure is the page's language, and on a phone the jump-to
// bar shows every item whole beside the 'Contact brokers' button (spec 4.5).
const PAGES = {
  en: { sale: '/yacht-for-sale/azzurra/', charter: '/yacht-for-charter/amara/', zoom: 'Zoom' },
  es: { sale: '/es/yacht-for-sale/azzurra/', charter: '/es/yacht-for-charter/amara/', zoom: 'Ampliar' },
} as const;
const LAZY = { timeout: 20_000 };

const dialog = (page: Page) => page.getByRole('dialog');

for (const [locale, pages] of Object.entries(PAGES)) {
  test.describe(`yacht hero, ${locale}`, () => {
    for (const path of [pages.sale, pages.charter]) {
      test(`the main picture opens the lightbox with zoom at that picture (spec 2.8): ${path}`, async ({ page }) => {
        await page.goto(path);
        const picture = page.locator('#overview a[data-lightbox-index]');
        const shown = await picture.locator('img').getAttribute('src');
        const file = shown?.split('?')[0] ?? '';
        expect(file).toMatch(/^\/media\//);
        await whenHydrated(page, '#overview a[data-lightbox-index]');
        await picture.click();
        await expect(dialog(page)).toBeVisible(LAZY);
        await expect(dialog(page).getByRole('button', { name: pages.zoom })).toBeVisible();
        // It opens at the hero's own picture, full size, among the gallery's.
        await expect(dialog(page).locator('.swiper-slide-active img')).toHaveAttribute('src', new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?p=yacht-feature`));
        await expect(dialog(page).locator('[data-lightbox-counter]')).toHaveText(/^1 (\/|de) \d+$/);
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden();
      });
    }

    test("the hero's brochure and the location block's download the page's language", async ({ page }) => {
      await page.goto(pages.sale);
      const hrefs = await page.locator('a[href^="/api/brochure/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThanOrEqual(2);
      for (const href of hrefs) expect(href).toMatch(locale === 'es' ? /\.pdf\?lang=es$/ : /\.pdf$/);
      expect(new Set(hrefs).size).toBe(1);
    });
  });

  test.describe(`yacht jump-to bar on a phone, ${locale}`, () => {
    test.use({ viewport: { width: 412, height: 915 } });

    test('every jump-to item can be read whole, and the first two at once, beside the contact button (spec 4.5)', async ({ page }) => {
      await page.goto(pages.sale);
      const nav = page.locator('[data-jump-to]');
      const bar = nav.locator('ul');
      const cta = nav.locator('a[data-drawer="contact-broker"]');
      await page.mouse.wheel(0, 1200);
      await expect(nav).toBeInViewport();
      await expect(cta).toBeVisible();
      const ctaBox = await cta.boundingBox();
      const items = nav.locator('[data-jump-link]:visible a');
      const count = await items.count();
      expect(count).toBeGreaterThanOrEqual(4);
      /** Whether the link is wholly inside the bar's visible part and not under the button. */
      const whole = (index: number) =>
        items.nth(index).evaluate((link, button) => {
          const box = link.getBoundingClientRect();
          const list = link.closest('ul')?.getBoundingClientRect();
          if (!list) return false;
          const clear = !button || box.right <= button.x || box.left >= button.x + button.width;
          return box.left >= list.left - 1 && box.right <= list.right + 1 && clear && box.width > 0;
        }, ctaBox);
      // The bar keeps the active item in view: back at its start, the first two show whole.
      await bar.evaluate((list) => list.scrollTo({ left: 0 }));
      expect(await whole(0)).toBe(true);
      expect(await whole(1)).toBe(true);
      for (let index = 0; index < count; index++) {
        await items.nth(index).evaluate((link) => link.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
        expect(await whole(index), await items.nth(index).innerText()).toBe(true);
        // The words are not cut: the link is as wide as its text.
        expect(await items.nth(index).evaluate((link) => link.scrollWidth <= link.clientWidth + 1)).toBe(true);
      }
    });
  });
}
