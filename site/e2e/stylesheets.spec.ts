import { expect, test, type Page } from '@playwright/test';

// Spec 5: a page links the stylesheets of the blocks it draws, and only those.
const CONTENT = '/yacht-charter/';
const LISTING = '/yachts-for-charter/';

test.beforeEach(() => test.setTimeout(120_000));

/** The text of every stylesheet the page links. */
const linkedCss = async (page: Page): Promise<string> => {
  const hrefs = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const texts = await Promise.all(hrefs.map(async (href) => (await page.request.get(href)).text()));
  return texts.join('\n');
};

/** The yacht page's title as the visitor sees it: capitals, semibold, wide tracking. */
const expectStyledYachtTitle = async (page: Page) => {
  const title = page.locator('.yp-title');
  await expect(title).toBeVisible();
  await expect(title).toHaveCSS('text-transform', 'uppercase');
  await expect(title).toHaveCSS('font-weight', '600');
  expect(Number.parseFloat(await title.evaluate((el) => getComputedStyle(el).letterSpacing))).toBeGreaterThan(1);
};

test('a content page without yacht blocks links no yacht page rules, but the shared ones and its own blocks (spec 5)', async ({ page }) => {
  await page.goto(CONTENT);
  await expect(page.locator('[data-yacht-hero]')).toHaveCount(0);
  const css = await linkedCss(page);
  expect(css.includes('.page-gutter{'), 'the shared rules are linked').toBe(true);
  // Its FAQ widget is drawn, and styled by its family's stylesheet.
  await expect(page.locator('.faq-wq').first()).toBeAttached();
  expect(css.includes('.faq-wq'), 'the FAQ rules are linked').toBe(true);
  expect(css.includes('.yp-title'), 'the yacht page rules are linked').toBe(false);
  expect(css.includes('.yp-hero-media'), 'the yacht hero rules are linked').toBe(false);
});

test('a yacht page is styled whether loaded or reached by a client navigation (spec 5)', async ({ page }) => {
  await page.goto(LISTING);
  expect((await linkedCss(page)).includes('.yp-title'), 'the listing links the yacht page rules').toBe(false);
  const href = new URL(
    await page
      .locator('[data-yacht-grid] [data-yacht-link]')
      .first()
      .evaluate((a) => (a as HTMLAnchorElement).href),
  ).pathname;
  // The site's links load documents; the App Router's own navigation (as a preview refresh uses) brings a page's
  // stylesheets with its payload, and is reached here through the router Next exposes once it has hydrated.
  await page.waitForFunction(() => typeof Reflect.get(Reflect.get(window, 'next') ?? {}, 'router')?.push === 'function', null, { timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.evaluate((path) => Reflect.get(Reflect.get(window, 'next'), 'router').push(path), href);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expectStyledYachtTitle(page);

  await page.goto(href);
  await expectStyledYachtTitle(page);
  expect((await linkedCss(page)).includes('.yp-title'), 'the yacht page links its rules').toBe(true);
});
