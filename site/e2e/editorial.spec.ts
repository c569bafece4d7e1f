import { expect, test, type Locator, type Page } from '@playwright/test';
import { templatePages } from '../../tools/bench/templates';

// Spec 3.9, 4.7, 2.15, 5.3: the news landing and an article with its sliders, in both languages, on
// a desktop and a touch phone: tiles show their pictures, and sliders move by keyboard and by swipe.
const LAZY = { timeout: 20_000 };

const pagesOf = async (baseURL: string | undefined) => {
  const all = await templatePages(baseURL ?? '');
  return (['en', 'es'] as const).map((locale) => ({
    locale,
    listing: all.find((p) => p.template === 'news-listing' && p.locale === locale)?.path ?? '',
    article: all.find((p) => p.template === 'news-article' && p.locale === locale)?.path ?? '',
  }));
};

/** Every picture of the tiles has loaded (lazy pictures load as they scroll into view). */
async function picturesLoad(page: Page, tiles: Locator) {
  const count = await tiles.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const img = tiles.nth(i).locator('img').first();
    await expect(img).toHaveAttribute('src', /\/media\//);
    await img.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
    await expect.poll(() => img.evaluate((el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0), LAZY).toBe(true);
  }
}

/** The index of the slide swiper marks active. */
const activeIndex = (slider: Locator) => slider.evaluate((el) => [...el.querySelectorAll('.swiper-slide')].findIndex((s) => s.classList.contains('swiper-slide-active')));

async function readySlider(page: Page, slider: Locator) {
  await slider.scrollIntoViewIfNeeded();
  await expect(slider).toHaveAttribute('data-slider', 'ready', LAZY);
  await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/, LAZY);
}

/** A horizontal finger swipe over the element, as touch events (a phone, not a mouse). */
async function swipe(page: Page, target: Locator, direction: 'left' | 'right') {
  const box = await target.boundingBox();
  if (!box) throw new Error('the slider is not on screen');
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.8, box.x + box.width * 0.15] : [box.x + box.width * 0.15, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 10, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

for (const locale of ['en', 'es'] as const) {
  test.describe(`news and articles (${locale})`, () => {
    test('the news landing: tiles, news slides and featured articles show their pictures (spec 4.7)', async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      const { listing } = (await pagesOf(baseURL)).find((p) => p.locale === locale) ?? { listing: '' };
      await page.goto(listing);
      // The latest-news grid reads search records, whose picture now falls back to the cover.
      await picturesLoad(page, page.locator('[data-dynamic-card="news"]'));
      await picturesLoad(page, page.locator('[data-news-slide]'));
      await picturesLoad(page, page.locator('[data-article-tile]'));
      await expect(page.locator('[data-news-slide] time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    });

    test('the featured slider moves with the keyboard: its buttons and the arrow keys', async ({ page, baseURL }) => {
      const { listing } = (await pagesOf(baseURL)).find((p) => p.locale === locale) ?? { listing: '' };
      await page.goto(listing);
      const slider = page.locator('[aria-roledescription="carousel"]').first();
      await readySlider(page, slider);
      expect(await activeIndex(slider)).toBe(0);
      const next = slider.getByRole('button', { name: locale === 'es' ? 'Siguiente' : 'Next' });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => activeIndex(slider)).toBe(1);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => activeIndex(slider)).toBe(2);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => activeIndex(slider)).toBe(1);
    });

    test('an article shows its author, and its slider of more articles moves by keyboard, or by swipe on a phone', async ({ page, baseURL, isMobile }) => {
      const { article } = (await pagesOf(baseURL)).find((p) => p.locale === locale) ?? { article: '' };
      await page.goto(article);
      await expect(page.getByText(locale === 'es' ? 'Escrito por' : 'Written by')).toBeVisible();
      await expect(page.getByText(locale === 'es' ? /min de lectura/ : /min read/)).toBeVisible();
      const slider = page.locator('[aria-roledescription="carousel"]').first();
      await picturesLoad(page, slider.locator('[data-article-tile]'));
      await readySlider(page, slider);
      expect(await activeIndex(slider)).toBe(0);
      if (isMobile) {
        await swipe(page, slider.locator('.swiper'), 'left');
        await expect.poll(() => activeIndex(slider)).toBe(1);
        await swipe(page, slider.locator('.swiper'), 'right');
        await expect.poll(() => activeIndex(slider)).toBe(0);
      } else {
        await slider.getByRole('button', { name: locale === 'es' ? 'Siguiente' : 'Next' }).focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => activeIndex(slider)).toBe(1);
      }
    });
  });
}
