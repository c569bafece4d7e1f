import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Spec 2.6 header: the mobile slide-in menu on a touch phone, the menu bar on desktop.
const PATH = '/yacht-charter/';
const button = (page: Page) => page.locator('#mobile-menu-button');
const panel = (page: Page) => page.locator('#main-menu');
// The top items: each row's link (a tap opens its submenu first, spec 2.6).
const topItems = (page: Page) => panel(page).locator(':scope > ul > li > div > a');

async function openMenu(page: Page) {
  await page.goto(PATH);
  await button(page).tap();
  await expect(panel(page)).toBeVisible();
}

const axeViolations = async (page: Page, ...include: string[]) => {
  const builder = include.reduce((axe, selector) => axe.include(selector), new AxeBuilder({ page }));
  const { violations, passes } = await builder.analyze();
  expect(passes.length, 'axe checked the menu').toBeGreaterThan(0);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}`));
};

// The shared machine runs several builds at once: allow a slow first render.
test.describe.configure({ timeout: 90_000 });

/**
 * A page's first render after the server starts can take most of a test's time on the busy machine.
 * The tap-tap tests render the page they will navigate to before tapping, so the wait on the URL
 * measures the menu, not the cold cache.
 */
const warm = async (page: Page, href: string) => {
  const response = await page.request.get(href, { timeout: 60_000 });
  expect(response.ok(), `${href} renders`).toBe(true);
};

// Render the page every test opens once before they start (see warm).
test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  await request.get(PATH, { timeout: 60_000 });
  await request.dispose();
});

// The tap-tap tests follow an item that is not the page they start on, so the second tap's
// navigation is seen in the URL (the first item, Charter, is PATH itself).
const OTHER_ITEM = 1;

test.describe('mobile menu (spec 2.6)', () => {
  test.skip(({ isMobile }) => !isMobile, 'the hamburger shows below the lg breakpoint only');

  test('opens the whole menu, full height below the header', async ({ page }, testInfo) => {
    await page.goto(PATH);
    await expect(panel(page)).toBeHidden();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(button(page)).toHaveAttribute('aria-controls', 'main-menu');
    await button(page).tap();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'true');

    const viewport = page.viewportSize();
    if (!viewport) throw new Error('the mobile project has a viewport');
    await expect(panel(page)).toBeInViewport({ ratio: 0.8 });
    const box = await panel(page).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(viewport.height * 0.8);
    const headerBox = await page.locator('header').boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + 70);

    const items = topItems(page);
    expect(await items.count()).toBeGreaterThanOrEqual(7);
    for (const item of await items.all()) await expect(item).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/screenshots/mobile-menu-${testInfo.project.name}.png` });
  });

  test('first tap on an item opens its links, the second follows it (spec 2.6 touch)', async ({ page }, testInfo) => {
    await openMenu(page);
    const item = topItems(page).nth(OTHER_ITEM);
    const href = await item.getAttribute('href');
    if (!href || href === PATH) throw new Error('the item leads to another page');
    await warm(page, href);
    await item.tap();
    await expect(page.locator(`#mega-menu-${OTHER_ITEM}`)).toBeVisible();
    await expect(page.locator(`#mega-menu-${OTHER_ITEM} a`).nth(1)).toBeVisible();
    await expect(page.locator(`#mega-menu-toggle-${OTHER_ITEM}`)).toHaveAttribute('aria-expanded', 'true');
    expect(new URL(page.url()).pathname).toBe(PATH);
    await page.screenshot({ path: `test-results/screenshots/mobile-menu-open-item-${testInfo.project.name}.png` });
    await item.tap();
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 30_000 });
  });

  test('the open menu has no axe violations', async ({ page }) => {
    await openMenu(page);
    await topItems(page).first().tap();
    expect(await axeViolations(page, 'header')).toEqual([]);
  });

  test('keeps Tab inside the header and its menu, and Escape closes it with focus back on the button', async ({ page }) => {
    await openMenu(page);
    const focusables = await page.locator('header a:visible, header button:visible').count();
    const seen = new Set<string>();
    for (let i = 0; i < focusables + 2; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (active?.id === 'mobile-menu-button') return 'button';
        return active && document.querySelector('header')?.contains(active) ? `header:${active.textContent ?? ''}:${active.getAttribute('href') ?? ''}` : 'outside';
      });
      expect(where).not.toBe('outside');
      seen.add(where);
    }
    // Tab wrapped round from the last link to the button.
    expect(seen.has('button')).toBe(true);
    expect(seen.size).toBeGreaterThan(5);

    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(button(page)).toBeFocused();
    await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('locks the page scroll while open', async ({ page }) => {
    await page.goto(PATH);
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.mouse.move(200, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(scrollY).toBeGreaterThan(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await button(page).tap();
    await expect(panel(page)).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.mouse.move(200, 30);
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    expect(await scrollY()).toBe(0);
  });

  test('a tapped link navigates and the menu is gone on the new page', async ({ page }) => {
    await openMenu(page);
    await topItems(page).first().tap();
    const link = page.locator('#mega-menu-0 ul a').first();
    const href = await link.getAttribute('href');
    if (!href) throw new Error('the first group has a link');
    await link.tap();
    await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(panel(page)).toBeHidden();
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

test.describe('mega menu (spec 2.6)', () => {
  test.skip(({ isMobile }) => isMobile, 'the menu bar shows from the lg breakpoint');
  const charter = (page: Page) => page.locator('#main-menu > ul > li').first();

  test('desktop shows the menu bar and no hamburger', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).locator(':scope > ul > li > div > a').count()).toBeGreaterThanOrEqual(7);
    await expect(button(page)).toBeHidden();
  });

  test('hover opens the groups, 3 yacht teasers in a row and the image teaser; leaving closes it', async ({ page }) => {
    await page.goto(PATH);
    await expect(page.locator('#mega-menu-0')).toBeHidden();
    await charter(page).locator('a').first().hover();
    const mega = page.locator('#mega-menu-0');
    await expect(mega).toBeVisible();
    await expect(mega.getByText('Find a yacht', { exact: true })).toBeVisible();
    await expect(mega.getByRole('link', { name: 'Last minute charter' })).toBeVisible();
    // The yacht teasers: the links with a picture (the image teaser's CTA has none).
    const yachts = mega.locator('li a:has(img)');
    await expect(yachts).toHaveCount(3);
    const tops = await Promise.all((await yachts.all()).map(async (y) => (await y.boundingBox())?.y));
    expect(new Set(tops).size).toBe(1);
    await expect(mega.getByRole('link', { name: 'Explore destinations' })).toBeVisible();
    await page.mouse.move(700, 880);
    await expect(mega).toBeHidden();
  });

  test("the About menu shows the '21 Offices Worldwide' teaser with its CTA", async ({ page }) => {
    await page.goto(PATH);
    await page.locator('#main-menu > ul > li > div > a', { hasText: 'About' }).hover();
    const mega = page.locator('#main-menu [id^="mega-menu-"]:visible');
    await expect(mega.getByText('21 Offices Worldwide')).toBeVisible();
    await mega.getByRole('link', { name: 'Find an office' }).click();
    await expect(page).toHaveURL(/\/offices-and-people\/$/);
  });

  test('keyboard: the toggle opens, Tab walks in, Escape closes and gives focus back', async ({ page }) => {
    await page.goto(PATH);
    await charter(page).locator('a').first().focus();
    await page.keyboard.press('Tab');
    const toggle = page.locator('#mega-menu-toggle-0');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // What a keyboard user sees before moving on: the open panel with its links.
    await expect(page.locator('#mega-menu-0 a:visible').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('#mega-menu-0 a:visible').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mega-menu-0')).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the open mega menu has no axe violations', async ({ page }) => {
    await page.goto(PATH);
    await page.locator('#mega-menu-toggle-0').click();
    await expect(page.locator('#mega-menu-0')).toBeVisible();
    expect(await axeViolations(page, 'header')).toEqual([]);
  });

  test('touch: the first tap opens, the second navigates; an item without submenu navigates at once', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(PATH);
    const item = page.locator('#main-menu > ul > li > div > a').nth(OTHER_ITEM);
    const href = await item.getAttribute('href');
    if (!href || href === PATH) throw new Error('the item leads to another page');
    await warm(page, href);
    await item.tap();
    await expect(page.locator(`#mega-menu-${OTHER_ITEM}`)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(PATH);
    await item.tap();
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 30_000 });
    await expect(page.locator('main')).not.toBeEmpty();
    // A tap elsewhere closes an open menu.
    await page.locator('#main-menu > ul > li > div > a').first().tap();
    await expect(page.locator('#mega-menu-0')).toBeVisible();
    await page.locator('main').tap({ position: { x: 20, y: 400 } });
    await expect(page.locator('#mega-menu-0')).toBeHidden();
    await context.close();
  });
});

test('the header hides on scroll down and comes back on scroll up (spec 2.6)', async ({ page }) => {
  await page.goto(PATH);
  const header = page.locator('header');
  const bottom = async () => {
    const box = await header.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  await expect(header).toHaveClass(/\brelative\b/);
  for (let y = 200; y <= 1600; y += 200) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  // Sticky after the 400 ms delay, and hidden above the viewport while scrolling down.
  await expect(header).toHaveClass(/\bsticky\b/);
  await expect.poll(bottom).toBeLessThanOrEqual(0);
  for (let y = 1500; y >= 1100; y -= 100) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
  // Scrolled past the header: pinned (bottom border) with a shadow.
  await expect(header).toHaveClass(/shadow-md/);
  await expect(header).toHaveClass(/border-gray-200/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveClass(/shadow-md/);
});
