import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Spec 2.6 header: the mobile slide-in menu on a touch phone, the menu bar on desktop.
const PATH = '/yacht-charter/';
const button = (page: Page) => page.locator('#mobile-menu-button');
const panel = (page: Page) => page.locator('#mobile-menu');
// The top items: an accordion row's summary, or a plain link when the item has no submenu.
const topItems = (page: Page) => panel(page).locator(':scope > div > ul > li > details > summary, :scope > div > ul > li > a');

async function openMenu(page: Page) {
  await page.goto(PATH);
  await button(page).tap();
  await expect(panel(page)).toBeVisible();
}

test.describe('mobile menu (spec 2.6)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the hamburger shows below the lg breakpoint only');

  test('opens the whole menu, full height below the header', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page)).toHaveAttribute('aria-controls', 'mobile-menu');
    await button(page).tap();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the mobile project has a viewport');
    const box = await panel(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(viewport.height * 0.8);
    const headerBottom = (await page.locator('header').boundingBox())?.y ?? 0;
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);

    const items = topItems(page);
    expect(await items.count()).toBeGreaterThanOrEqual(4);
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/screenshots/mobile-menu-${testInfo.project.name}.png` });

    // An accordion row shows its groups and links.
    await items.first().tap();
    await expect(panel(page).locator('details[open] a').first()).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/mobile-menu-open-item-${testInfo.project.name}.png` });
  });

  test('the open menu has no axe violations', async ({ page }) => {
    await openMenu(page);
    await topItems(page).first().tap();
    const { violations, passes } = await new AxeBuilder({ page }).include('header').include('#mobile-menu').analyze();
    expect(passes.length, 'axe checked the menu').toBeGreaterThan(0);
    expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`))).toEqual([]);
  });

  test('keeps Tab inside the menu, and Escape closes it with focus back on the button', async ({ page }) => {
    await openMenu(page);
    await button(page).focus();
    const focusables = await panel(page).locator('a:visible, summary:visible').count();
    const seen = new Set<string>();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.id === 'mobile-menu-button') return 'button';
        return active && document.getElementById('mobile-menu')?.contains(active) ? `panel:${active.textContent}` : 'outside';
      });
      expect(where).not.toBe('outside');
      seen.add(where);
    }
    // Tab wrapped round from the last link to the button.
    expect(seen.has('button')).toBe(true);
    expect(seen.size).toBeGreaterThan(2);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('locks the page scroll while open', async ({ page }) => {
    await page.goto(PATH);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // The page scrolls under the header while the menu is closed...
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    // ...and not while it is open.
    await button(page).tap();
    await expect(panel(page)).toBeVisible();
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
  });

  test('a tapped link navigates', async ({ page }) => {
    await openMenu(page);
    await topItems(page).first().tap();
    const link = panel(page).locator('details[open] ul a').first();
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the first group has a link');
    await link.tap();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
    await expect(page.locator('main')).not.toBeEmpty();
  });

  test('closes itself when the viewport grows to the lg breakpoint (spec 9.5)', async ({ page }) => {
    await openMenu(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await page.setViewportSize({ width: 412, height: 800 });
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  });
});

test('desktop shows the menu bar and no hamburger (spec 2.6)', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the menu bar shows from the lg breakpoint');
  await page.goto(PATH);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link').count()).toBeGreaterThanOrEqual(4);
  await expect(button(page)).toBeHidden();
});
