import { expect, test, type Page } from '@playwright/test';
import { whenHydrated } from '../../testing/hydration';

// Spec 2.8, 3.5, 3.6: the gallery, deck plans and video of a yacht page. Poseidon is a demo yacht
// offered for charter and for sale, with a video (tools/content/catalogue/yacht-media.ts).
const CHARTER = '/yacht-for-charter/poseidon/';
const SALE = '/yacht-for-sale/poseidon/';

const dialog = (page: Page) => page.getByRole('dialog');
// The lightbox and swiper load lazily, on a shared machine: give them time.
const LAZY = { timeout: 20_000 };

const counter = (page: Page) => dialog(page).locator('[data-lightbox-counter]');

/**
 * A horizontal finger swipe over most of the element's width, as touch events (a phone, not a
 * mouse). Swiper counts the move from where the finger passed its threshold, and a swipe slower than
 * 300 ms (a busy machine) turns the slide only past half its width: a short swipe would be a
 * quick one on a quiet machine and fall back on a busy one.
 */
async function swipe(page: Page, selector: string, direction: 'left' | 'right') {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  const y = box.y + box.height / 2;
  const [from, to] = direction === 'left' ? [box.x + box.width * 0.9, box.x + box.width * 0.1] : [box.x + box.width * 0.1, box.x + box.width * 0.9];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 10; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 10, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The slide has come to rest (its transition over) where the swiper starts: a finger lifted waits for it. */
async function settled(page: Page) {
  const left = async (selector: string) => (await dialog(page).locator(selector).first().boundingBox())?.x ?? Number.NaN;
  await expect.poll(async () => Math.round((await left('.swiper-slide-active')) - (await left('.swiper')))).toBe(0);
}

test.describe('yacht gallery (spec 2.8)', () => {
  test('the lightbox opens from a picture, steps with the arrow keys, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto(CHARTER);
    const section = page.locator('#gallery');
    await section.scrollIntoViewIfNeeded();
    const viewAll = section.locator('[data-gallery-view-all]');
    const total = Number(/(\d+)/.exec((await viewAll.textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(3);

    const second = section.locator('[data-lightbox-index="1"]');
    await whenHydrated(page, '#gallery [data-lightbox-index="1"]');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible(LAZY);
    await expect(counter(page)).toHaveText(`2 / ${total}`);
    // Focus moved into the dialog; the page behind does not scroll.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // A caption from the media item, and a full-size picture (spec 3.6 yacht-feature at 1440x900).
    await expect(dialog(page).locator('.swiper-slide-active img')).toHaveAttribute('src', /p=yacht-feature&w=1440&h=900/);

    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText(`1 / ${total}`);
    // Only the current picture and its neighbours are loaded.
    expect(await dialog(page).locator('img').count()).toBeLessThanOrEqual(3);

    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.querySelector('[role="dialog"]')?.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(second).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test("'View all N photos' opens the lightbox at the first picture", async ({ page }) => {
    await page.goto(CHARTER);
    const viewAll = page.locator('#gallery [data-gallery-view-all]');
    await whenHydrated(page, '#gallery [data-gallery-view-all]');
    await viewAll.click();
    await expect(counter(page)).toHaveText(/^1 \/ \d+$/, LAZY);
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(viewAll).toBeFocused();
  });

  test("a Spanish teaser's lightbox fetches its pictures once, when the visitor reaches for it, and shows the ones it does not draw", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/yacht-gallery/')) asked.push(request.url());
    });
    await page.goto(`/es${CHARTER}`);
    const viewAll = page.locator('#gallery [data-gallery-view-all]');
    const total = Number(/(\d+)/.exec((await viewAll.textContent()) ?? '')?.[1]);
    const drawn = await page.locator('#gallery li [data-lightbox-index]').count();
    expect(total).toBeGreaterThan(drawn);
    await whenHydrated(page, '#gallery [data-gallery-view-all]');
    expect(asked).toHaveLength(0);
    await viewAll.click();
    await expect(counter(page)).toHaveText(`1 de ${total}`, LAZY);
    for (let step = 1; step < total; step++) await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText(`${total} de ${total}`);
    await expect(dialog(page).locator('.swiper-slide-active img')).toHaveAttribute('src', /p=yacht-feature&w=1440&h=900/);
    await page.keyboard.press('Escape');
    await page.locator('#gallery li [data-lightbox-index="1"]').click();
    await expect(counter(page)).toHaveText(`2 de ${total}`, LAZY);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/\/api\/yacht-gallery\/\?yacht=[a-z0-9_]+&view=charter&lang=es$/);
  });

  test("when the teaser's pictures cannot be had, a picture's link opens that picture, as without JavaScript", async ({ page }) => {
    await page.route('**/api/yacht-gallery/**', (route) => route.fulfill({ status: 502, json: { error: 'The content service did not answer' } }));
    await page.goto(CHARTER);
    const second = page.locator('#gallery li [data-lightbox-index="1"]');
    const href = (await second.getAttribute('href')) ?? '';
    await whenHydrated(page, '#gallery [data-lightbox-index="1"]');
    await second.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href, LAZY);
  });

  test('a swipe steps the lightbox on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'touch swipes on the mobile project');
    await page.goto(CHARTER);
    await whenHydrated(page, '#gallery [data-lightbox-index="0"]');
    await page.locator('#gallery li [data-lightbox-index="0"]').tap();
    await expect(counter(page)).toHaveText(/^1 \//, LAZY);
    await expect(dialog(page).locator('.swiper-initialized')).toBeVisible(LAZY);
    await settled(page);
    await swipe(page, '[role="dialog"] .swiper', 'left');
    await expect(counter(page)).toHaveText(/^2 \//);
    await settled(page);
    await swipe(page, '[role="dialog"] .swiper', 'right');
    await expect(counter(page)).toHaveText(/^1 \//);
  });

  test('gallery pictures below the fold are lazy and sized (spec 3.6)', async ({ page }) => {
    await page.goto(SALE);
    const images = page.locator('#gallery-slider img, #deck-plan img');
    expect(await images.count()).toBeGreaterThanOrEqual(4);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('sizes', /\S/);
      await expect(img).toHaveAttribute('srcset', /p=yacht-thumbnail /);
    }
  });

  test('the slider has a tab per section, and a picture opens the lightbox', async ({ page }) => {
    await page.goto(SALE);
    const slider = page.locator('#gallery-slider');
    await slider.scrollIntoViewIfNeeded();
    await expect(slider.locator('.swiper-initialized')).toBeVisible(LAZY);
    const tabs = slider.getByRole('group').getByRole('button');
    await expect(tabs.first()).toHaveAttribute('aria-pressed', 'true');
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const active = slider.locator('.swiper-slide-active [data-lightbox-index]');
    const index = Number(await active.getAttribute('data-lightbox-index'));
    expect(index).toBeGreaterThan(0);
    await active.click();
    await expect(counter(page)).toHaveText(new RegExp(`^${index + 1} / `), LAZY);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('the deck plan opens in the lightbox, under the motor drawing (spec 3.3, 3.5)', async ({ page }) => {
    await page.goto(CHARTER);
    const plans = page.locator('#deck-plan');
    await expect(plans.locator('[data-rig="motor"]')).toBeVisible();
    await whenHydrated(page, '#deck-plan [data-lightbox-index="0"]');
    await plans.locator('[data-lightbox-index="0"]').click();
    await expect(dialog(page)).toBeVisible(LAZY);
    await expect(counter(page)).toHaveText('1 / 1');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('the video waits under its lazy poster, and plays with captions when asked (spec 3.6)', async ({ page, request }) => {
    await page.goto(CHARTER);
    // Until asked, no video: a lazy picture of the poster under a play link (no full-size poster fetched at load).
    await expect(page.locator('video')).toHaveCount(0);
    const ask = page.locator('a[data-video-on-request]');
    const poster = ask.locator('img[data-video-poster]');
    await expect(poster).toHaveAttribute('loading', 'lazy');
    await ask.scrollIntoViewIfNeeded();
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), LAZY).toBeGreaterThan(0);
    // Asked as a browser asks for a picture, it comes as WebP (services/media/images.ts).
    const picture = await request.get(await poster.evaluate((img: HTMLImageElement) => img.currentSrc), { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(picture.headers()['content-type']).toBe('image/webp');
    const box = await ask.boundingBox();
    await ask.click();
    const video = page.locator('video[data-yacht-video]');
    await expect(video).toBeVisible();
    // In the poster's place, at its size: nothing below moves.
    expect((await video.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);
    await expect.poll(() => video.evaluate((el: HTMLVideoElement) => !el.paused || el.currentTime > 0), LAZY).toBe(true);
    const track = video.locator('track[kind="captions"]');
    const src = await track.getAttribute('src');
    expect(src).toBeTruthy();
    const vtt = await request.get(src ?? '');
    expect(vtt.ok()).toBe(true);
    expect(await vtt.text()).toMatch(/^WEBVTT[\s\S]*motor yacht/);
  });
});
