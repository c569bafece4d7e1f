import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { drawersReady } from '../../testing/drawers';
import { HERO_SLIDER_DEFAULTS } from '../../schema/constants/motion';

// The page-builder blocks of spec 2.16 with the motion of 2.15 and 9.5: the hero slider, the video
// hero, anchors with the jump-to menu on a content page, and the newsletter teaser (2.7, 2.13).
const BUY = { en: '/buy-a-yacht/', es: '/es/buy-a-yacht/' } as const;
const MANAGEMENT = { en: '/yacht-management/', es: '/es/yacht-management/' } as const;
const ABOUT = { en: '/about/', es: '/es/about/' } as const;
const LOCALES = ['en', 'es'] as const;
const WORDS = {
  en: { pause: 'Pause the slides', play: 'Play the slides', next: 'Next slide', newsletter: 'Request newsletter', overview: 'Overview', costs: 'Costs explained' },
  es: { pause: 'Pausar las diapositivas', play: 'Reproducir las diapositivas', next: 'Diapositiva siguiente', newsletter: 'Solicitar boletín', overview: 'Resumen', costs: 'Costes explicados' },
} as const;

const slider = (page: Page) => page.locator('section[aria-roledescription="carousel"]');
/** The interval the demo slider keeps: the content model's default (schema/constants/motion.ts). */
const INTERVAL_MS = HERO_SLIDER_DEFAULTS.intervalSeconds * 1000;

for (const locale of LOCALES) {
  const words = WORDS[locale];

  test.describe(`hero slider (${locale})`, () => {
    test('plays on its own, has a visible pause control, and pressing it stops the slides', async ({ page }) => {
      // The page's timers run on a clock the test moves, so 'one interval later' needs no waiting.
      await page.clock.install();
      await page.goto(BUY[locale]);
      const hero = slider(page);
      await expect(hero.locator('h1')).toBeVisible();
      // Away from the slider, so the pointer does not hold it.
      await page.mouse.move(2, 2);
      await expect(hero).toHaveAttribute('data-playing', 'true');
      await page.clock.runFor(INTERVAL_MS + 500);
      await expect(hero).toHaveAttribute('data-active', '1');
      const pause = hero.getByRole('button', { name: words.pause });
      await expect(pause).toBeVisible();
      await pause.click();
      await page.mouse.move(2, 2);
      await expect(hero.getByRole('button', { name: words.play })).toBeVisible();
      await expect(hero).toHaveAttribute('data-playing', 'false');
      await page.clock.runFor(3 * INTERVAL_MS);
      await expect(hero).toHaveAttribute('data-active', '1');
      // The next button still moves on, and the slide that shows is the only one reachable.
      await hero.getByRole('button', { name: words.next }).click();
      await expect(hero).toHaveAttribute('data-active', '2');
      await expect(hero.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
    });

    test('holds while focus is inside it', async ({ page }) => {
      await page.goto(BUY[locale]);
      const hero = slider(page);
      await expect(hero).toHaveAttribute('data-playing', 'true');
      await hero.getByRole('button', { name: words.next }).focus();
      await expect(hero).toHaveAttribute('data-playing', 'false');
      await page.locator('footer a').first().focus();
      await expect(hero).toHaveAttribute('data-playing', 'true');
    });

    test('does not play under prefers-reduced-motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(BUY[locale]);
      const hero = slider(page);
      await expect(hero.getByRole('button', { name: words.play })).toBeVisible();
      await expect(hero).toHaveAttribute('data-playing', 'false');
      await expect(hero).toHaveAttribute('data-active', '0');
      // No title-word animation either: the headline's words are not moving.
      const animations = await hero
        .locator('h1 span')
        .first()
        .evaluate((el) => el.getAnimations().length);
      expect(animations).toBe(0);
    });
  });

  test(`video hero: muted, inline, looping over its poster, which is the page's social image (${locale}, spec 2.5)`, async ({ page }) => {
    await page.goto(MANAGEMENT[locale]);
    const video = page.locator('[data-hero] video');
    await expect(video).toHaveCount(1);
    const state = await video.evaluate((el: HTMLVideoElement) => ({ muted: el.muted, inline: el.playsInline, loop: el.loop, poster: el.getAttribute('poster') ?? '' }));
    expect(state).toMatchObject({ muted: true, inline: true, loop: true });
    expect(state.poster).toMatch(/poster/);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toContain(state.poster);
    await expect(page.locator('h1')).toBeVisible();
  });

  test(`anchors and the jump-to menu on a content page (${locale}, spec 2.15, 4.5)`, async ({ page }) => {
    await page.goto(MANAGEMENT[locale]);
    const menu = page.locator('nav[data-jump-to]');
    await expect(menu.locator('ul').getByRole('link')).toHaveText([words.overview, locale === 'en' ? 'Your year' : 'Su año', words.costs]);
    await menu.getByRole('link', { name: words.costs }).click();
    await expect(page).toHaveURL(/#costs-explained$|#costes-explicados$/);
    const target = page.locator(locale === 'en' ? '#costs-explained' : '#costes-explicados');
    // The target sits below the sticky header and menu, inside the viewport.
    await expect.poll(async () => target.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThan(60);
    await expect(target).toBeInViewport();
    await expect(menu.getByRole('link', { name: words.costs })).toHaveAttribute('aria-current', 'location');
    // The scroll cue under the hero leads to its own target.
    await page.goto(MANAGEMENT[locale]);
    await page.locator('.sa a').click();
    await expect(page).toHaveURL(locale === 'en' ? /#overview$/ : /#resumen$/);
  });

  test(`the newsletter teaser opens the newsletter form in the drawer (${locale}, spec 2.7, 2.13)`, async ({ page }) => {
    await page.goto(ABOUT[locale]);
    const button = page.locator('main a[data-drawer="form"]', { hasText: words.newsletter });
    await expect(button).toHaveAttribute('href', locale === 'en' ? '/forms/newsletter/' : '/forms/newsletter/?lang=es');
    await drawersReady(page);
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const frame = page.frameLocator('[role="dialog"] iframe');
    await expect(frame.getByLabel(locale === 'en' ? 'First name' : /Nombre/)).toBeVisible();
  });
}

// The pages that show the blocks meet WCAG 2.2 AA as far as axe can tell (the template pages of
// accessibility.spec.ts do not carry them).
const BLOCK_PAGES = ['/buy-a-yacht/', '/yacht-management/', '/about/', '/yacht-crew-training/', '/why-use-us-to-charter/', '/sell-a-yacht/'];
for (const locale of LOCALES) {
  for (const path of BLOCK_PAGES) {
    test(`axe: no WCAG 2.2 AA violation on ${locale === 'es' ? `/es${path}` : path}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(locale === 'es' ? `/es${path}` : path);
      await expect(page.locator('main h1')).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => `${v.id} ${n.target.join(' ')}: ${n.failureSummary ?? ''}`))).toEqual([]);
    });
  }
}

// Spec 5.2: a label too long for one line (Spanish, on a phone) wraps onto centred lines within its
// button, which grows to hold them.
test('a long button label wraps onto centred lines inside its button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/es/5-step-guide-to-charter/');
  const button = page.locator('main a.btn', { hasText: 'Contactar con un bróker de chárter' });
  const fit = await button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const box = el.getBoundingClientRect();
    const lines = [...range.getClientRects()].filter((r) => r.width > 0);
    return {
      lines: new Set(lines.map((r) => Math.round(r.top))).size,
      inside: lines.every((r) => r.top >= box.top && r.bottom <= box.bottom && r.left >= box.left && r.right <= box.right),
      // Left and right margins of each line: equal when centred (the letter-spacing adds one em's share on the right).
      offCentre: Math.max(...lines.map((r) => Math.abs(r.left - box.left - (box.right - r.right)))),
    };
  });
  expect(fit.lines).toBeGreaterThan(1);
  expect(fit.inside).toBe(true);
  expect(fit.offCentre).toBeLessThan(6);
});

// Spec 3.10 numbers: two figures to a row on a phone, and an odd last one centred on its own row.
test('an odd last figure of a numbers block is centred on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/halcyon-book-of-luxury-yachting/');
  const row = page.locator('ul:has(> li.nb-cell)').first();
  const [list, last] = await Promise.all([row.boundingBox(), row.locator('> li').last().locator('> *').first().boundingBox()]);
  if (!list || !last) throw new Error('the numbers block is not on the page');
  expect(Math.abs(last.x + last.width / 2 - (list.x + list.width / 2))).toBeLessThan(4);
});

// Spec 3.6: a phone held upright shows a slice of a landscape cover, and asks the media host for that
// slice (w and h: the host crops to cover) instead of the whole picture at the band's height. A
// desktop keeps the landscape picture.
test('a cover on a phone loads the host’s crop of the slice it shows; a desktop the whole picture', async ({ page }) => {
  const cover = async (path: string) => {
    await page.goto(path);
    const image = page.locator('main > section:first-of-type img').first();
    await expect(image).toHaveJSProperty('complete', true);
    return image.evaluate((img: HTMLImageElement) => {
      const band = img.closest('section')?.getBoundingClientRect();
      const box = img.getBoundingClientRect();
      const url = new URL(img.currentSrc);
      return { w: Number(url.searchParams.get('w')), h: url.searchParams.get('h'), fills: band !== undefined && box.width >= band.width - 1 && box.height >= band.height - 1 };
    });
  };
  await page.setViewportSize({ width: 412, height: 823 });
  for (const path of ['/yacht-charter/', '/es/lifestyle/']) {
    const phone = await cover(path);
    // A crop no wider than tall (3:4 or square); the landscape picture was 1.6 times wider than tall.
    expect(phone.h, path).not.toBeNull();
    expect(Number(phone.h), path).toBeGreaterThanOrEqual(phone.w);
    expect(phone.fills, path).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const desktop = await cover('/yacht-charter/');
  expect(desktop.h).toBeNull();
  expect(desktop.fills).toBe(true);
});
