import { expect, test, type Page } from '@playwright/test';
import { firstLoadScripts } from '../../tools/bench/html-split';
import { templatePages } from '../../tools/bench/templates';
import { BROWSER_UA } from '../../tools/bench/weigh';

// Spec 2.6, 2.13, 2.1: the header, drawer and locale machines, and the state-machine library
// under them, load on the visitor's first reach for what they drive, not with the page. The first
// scroll or tap made while that code loads still counts.
const PATH = '/yacht-charter/';
/** A string only the state-machine library's code holds (its initial event's name). */
const MACHINE_LIBRARY = 'xstate.init';
/**
 * Strings only the code of what a content page does not draw holds: similar yachts, an office's
 * local time, video on request, the office map's island (the footer's loads as the visitor nears
 * it) and the view an error boundary draws.
 */
const UNDRAWN_ISLANDS = ['data-similar-yachts', 'data-timezone', 'data-video-on-request', 'office map', ' - Error '];
/** A string only the page-wide behaviour that waits for the visitor holds (motion's class on <html>). */
const WAITING_BEHAVIOUR = 'mo-io';
/** Long enough for a tap or scroll to land well before the machine's code does. */
const CODE_DELAY_MS = 1_500;

test.describe.configure({ timeout: 90_000 });

/** Delays every script that holds the machine library and lists when each was asked for. */
const delayMachines = async (page: Page) => {
  const asked: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(MACHINE_LIBRARY)) {
        asked.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
      }
      await route.fulfill({ response, body });
    } catch {
      // The page moved on while this script was on its way: no one waits for it.
    }
  });
  return asked;
};

/** Hydrated: the drawer host has taken over the page's drawer links. */
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-drawers', 'ready', { timeout: 30_000 });

test.describe('first-load scripts', () => {
  test.skip(({ isMobile }) => isMobile, 'bytes are the same on every device: checked once');

  test('no template page loads the state-machine library with the page', async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const offenders: string[] = [];
    for (const { path } of await templatePages(baseURL ?? '')) {
      const html = await (await request.get(path, { headers: { 'user-agent': BROWSER_UA } })).text();
      for (const src of firstLoadScripts(html)) {
        if ((await (await request.get(src)).text()).includes(MACHINE_LIBRARY)) offenders.push(`${path}: ${src}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  // Spec 2.13: a block island's code comes with the pages that draw it, not with every page.
  test('a content page does not load the islands of blocks it does not draw, nor the error view, nor the page behaviour that waits for the visitor', async ({ request }) => {
    const html = await (await request.get(PATH, { headers: { 'user-agent': BROWSER_UA } })).text();
    const held: string[] = [];
    for (const src of firstLoadScripts(html)) {
      const body = await (await request.get(src)).text();
      for (const needle of [...UNDRAWN_ISLANDS, WAITING_BEHAVIOUR]) if (body.includes(needle)) held.push(`${needle}: ${src}`);
    }
    expect(held).toEqual([]);
  });
});

test.describe('the first interaction while the machines load (spec 2.6, 4.8)', () => {
  // A held-back script may still be on its way when a test ends.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  test('a page left alone never asks for the machines', async ({ page }) => {
    const asked = await delayMachines(page);
    await page.goto(PATH);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  test('one scroll down hides the header, which turns sticky, and scrolling up shows it', async ({ page }) => {
    const asked = await delayMachines(page);
    await page.goto(PATH);
    await hydrated(page);
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-header-visible', 'true');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(header).toHaveAttribute('data-header-visible', 'false', { timeout: 10_000 });
    await expect(header).toHaveClass(/\bsticky\b/);
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute('data-header-visible', 'true');
  });

  test('a tap on the menu button right after load opens the menu once its code arrives', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button shows below the lg breakpoint only');
    const asked = await delayMachines(page);
    await page.goto(PATH);
    await hydrated(page);
    const button = page.locator('#mobile-menu-button');
    await button.tap();
    await expect(page.locator('#main-menu')).toBeVisible({ timeout: 10_000 });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(asked.length).toBeGreaterThan(0);
    // The tap was taken once: a second tap closes the menu.
    await button.tap();
    await expect(page.locator('#main-menu')).toBeHidden();
  });

  test('a drawer link clicked before the drawers’ code has loaded opens its drawer', async ({ page }) => {
    const asked = await delayMachines(page);
    await page.goto('/contact-superyacht-company/');
    await hydrated(page);
    await page.locator('main a[data-drawer="contact-broker"]').first().click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 10_000 });
    expect(asked.length).toBeGreaterThan(0);
  });
});

test.describe('the page-wide behaviour, which loads on the first reach (spec 2.15, 2.1)', () => {
  test.skip(({ isMobile }) => isMobile, 'keys and a pointer that hovers: a desktop case');
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

  /** Delays the behaviour's code, so what the visitor does first lands while it is on its way. */
  const delayBehaviour = (page: Page) =>
    page.route('**/_next/static/chunks/*.js', async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(WAITING_BEHAVIOUR)) await new Promise((resolve) => setTimeout(resolve, CODE_DELAY_MS));
        await route.fulfill({ response, body });
      } catch {
        // The page moved on while this script was on its way: no one waits for it.
      }
    });

  test('a Tab pressed before its code arrives puts the page in keyboard mode', async ({ page }) => {
    await delayBehaviour(page);
    await page.goto(PATH);
    await hydrated(page);
    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-keyboard', '', { timeout: 10_000 });
  });

  test('a language link clicked before its code arrives waits for it and keeps the query and hash', async ({ page }) => {
    await delayBehaviour(page);
    await page.goto('/offices-and-people/?office=madrid#main');
    await hydrated(page);
    await page.locator('footer a[hreflang="es"]').click();
    await expect(page).toHaveURL((url) => url.pathname === '/es/oficinas-y-personas/' && url.search === '?office=madrid' && url.hash === '#main');
  });

  test('a page link pointed at before its code arrives is preloaded', async ({ page }) => {
    await delayBehaviour(page);
    await page.goto(PATH);
    await hydrated(page);
    const link = page.locator('footer a[href^="/"]:not([href^="/api/"]):not([href^="/forms/"]):not([href*="switch"])').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.hover();
    await expect(page.locator(`head link[rel="prefetch"][href="${href}"]`)).toHaveCount(1, { timeout: 10_000 });
  });
});
