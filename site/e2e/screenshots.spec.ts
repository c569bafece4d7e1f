import { expect, test } from '@playwright/test';

// Screenshots of the main page kinds, once per project (desktop, mobile), kept in
// test-results/screenshots for review; each also asserts the page is not blank.
const pages = [
  { name: 'home', path: '/' },
  { name: 'home-es', path: '/es/' },
  { name: 'content', path: '/yacht-charter/' },
  { name: 'yacht', path: '/yachts-for-sale/' },
  { name: 'not-found', path: '/no-such-page/' },
];

for (const p of pages) {
  test(`screenshot ${p.name}`, async ({ page }, testInfo) => {
    await page.goto(p.path);
    await expect(page.locator('main')).not.toBeEmpty();
    // No horizontal scrolling at this width.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Full-page captures skip lazy images: load them all, then check every image decoded (spec 3.6).
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.waitForFunction(() => [...document.images].every((img) => img.complete));
    const broken = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src));
    expect(broken).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/${p.name}-${testInfo.project.name}.png`, fullPage: true });
  });
}

// The gallery part of a yacht page (spec 2.8): teaser, deck plans and video on a charter page, the
// slider on a sale page, and the open lightbox.
test('screenshot yacht gallery', async ({ page }, testInfo) => {
  const shot = (name: string) => `test-results/screenshots/${name}-${testInfo.project.name}.png`;
  await page.goto('/yacht-for-charter/poseidon/');
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  for (const id of ['gallery', 'deck-plans', 'video']) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: shot(`yacht-${id}`) });
  }
  await page.locator('#gallery [data-lightbox-index="0"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swiper-slide-active img')).toBeVisible();
  await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"] img')].every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0));
  await page.screenshot({ path: shot('yacht-lightbox') });

  await page.goto('/yacht-for-sale/poseidon/');
  const slider = page.locator('#gallery-slider');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('.swiper-initialized')).toBeVisible({ timeout: 20_000 });
  await page.waitForFunction(() => [...document.querySelectorAll('#gallery-slider img')].every((img) => img instanceof HTMLImageElement && img.complete));
  await slider.screenshot({ path: shot('yacht-gallery-slider') });
});
