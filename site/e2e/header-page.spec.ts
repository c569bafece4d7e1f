import { expect, test } from '@playwright/test';

// The header badge (spec 2.6), the language switch (spec 2.1) and the page behaviour of spec 2.15.
const PATH = '/yacht-charter/';
// The shared machine runs several builds at once: allow a slow first render.
test.describe.configure({ timeout: 90_000 });

test('the shortlist badge shows the count set in another page, only above 0 (spec 2.6)', async ({ page, context }) => {
  await page.goto(PATH);
  const badge = page.getByTestId('shortlist-badge');
  await expect(page.locator('header a[href$="/compare/"]')).toBeVisible();
  await expect(badge).toHaveCount(0);
  const other = await context.newPage();
  await other.goto('/about/');
  await other.evaluate(() =>
    localStorage.setItem(
      'shortlist',
      JSON.stringify([
        { id: 'Y1', view: 'charter' },
        { id: 'Y2', view: 'sale' },
      ]),
    ),
  );
  await expect(badge).toHaveText(/^2\b/);
  await expect(badge).toBeVisible();
  await other.evaluate(() => localStorage.setItem('shortlist', '[]'));
  await expect(badge).toHaveCount(0);
  // The count is read on load too.
  await other.evaluate(() => localStorage.setItem('shortlist', JSON.stringify([{ id: 'Y1', view: 'charter' }])));
  await other.goto(PATH);
  await expect(other.getByTestId('shortlist-badge')).toHaveText(/^1\b/);
});

test('the language switch goes to the translated page and keeps query and hash (spec 2.1)', async ({ page, context }) => {
  await page.goto('/offices-and-people/?office=madrid#main');
  await page.locator('footer a[hreflang="es"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/es/oficinas-y-personas/' && url.search === '?office=madrid' && url.hash === '#main');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('es');
  // And back.
  await page.locator('footer a[hreflang="en"]').click();
  await expect(page).toHaveURL((url) => url.pathname === '/offices-and-people/' && url.search === '?office=madrid' && url.hash === '#main');
  expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
});

test.describe('page behaviour (spec 2.15)', () => {
  test('Tab turns on keyboard mode with a visible focus ring, a mouse press turns it off', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a phone has no Tab key or mouse');
    await page.goto(PATH);
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('data-keyboard');
    // Until the page has hydrated a Tab is not seen: press again until it is.
    await expect(async () => {
      await page.keyboard.press('Tab');
      await expect(html).toHaveAttribute('data-keyboard', '', { timeout: 1000 });
    }).toPass();
    const outline = await page.evaluate(() => {
      const active = document.activeElement;
      return active ? getComputedStyle(active).outlineStyle : 'none';
    });
    expect(outline).not.toBe('none');
    await page.mouse.click(700, 500);
    await expect(html).not.toHaveAttribute('data-keyboard');
  });

  test('a new hash scrolls its target below the header, a removed hash scrolls to the top', async ({ page }) => {
    await page.goto(PATH);
    // The page's behaviour is attached once it has hydrated (the route announcer mounts with it).
    await expect(page.locator('next-route-announcer')).toHaveCount(1, { timeout: 30_000 });
    const footerTop = () => page.evaluate(() => document.querySelector('footer')?.getBoundingClientRect().top ?? -1);
    await page.evaluate(() => document.querySelector('footer')?.setAttribute('id', 'site-footer'));
    await page.evaluate(() => (location.hash = '#site-footer'));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
    expect(padding).toBeGreaterThan(0);
    // At the offset, unless the page ends first.
    const atBottom = await page.evaluate(() => Math.abs(window.scrollY + innerHeight - document.documentElement.scrollHeight) < 2);
    if (!atBottom) expect(Math.abs((await footerTop()) - padding)).toBeLessThan(2);
    await page.evaluate(() => (location.hash = ''));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a new path starts at the top, and the route announcer is there', async ({ page }) => {
    await page.goto(PATH);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.goto('/about/');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('next-route-announcer')).toHaveCount(1);
  });

  test('hovered links are preloaded, at most 4 at a time; nothing on save-data', async ({ page, browser, isMobile }) => {
    test.skip(isMobile, 'hover preloads are for pointers');
    await page.goto(PATH);
    const menuLinks = page.locator('#main-menu > ul > li > div > a');
    for (const link of (await menuLinks.all()).slice(1, 4)) await link.hover();
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThanOrEqual(3);

    const saver = await browser.newContext();
    await saver.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const saving = await saver.newPage();
    await saving.goto(PATH);
    for (const link of (await saving.locator('#main-menu > ul > li > div > a').all()).slice(1, 4)) await link.hover();
    await saving.waitForTimeout(300);
    expect(await saving.locator('link[rel="prefetch"]').count()).toBe(0);
    await saver.close();
  });
});
