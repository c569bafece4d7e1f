import { expect, test } from '@playwright/test';

// Screenshots of the main page kinds, once per project (desktop, mobile), kept in
// test-results/screenshots for review; each also asserts the page is not blank.
const pages = [
  { name: 'home', path: '/' },
  { name: 'home-es', path: '/es/' },
  { name: 'content', path: '/yacht-charter/' },
  { name: 'yacht', path: '/yachts-for-sale/' },
  { name: 'not-found', path: '/no-such-page/' },
  { name: 'yacht-charter', path: '/yacht-for-charter/esperanza/' },
  { name: 'yacht-sale', path: '/yacht-for-sale/sirocco/' },
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

// The yacht page's top with the currency tooltip open: readable, inside the viewport (spec 9.1).
test('screenshot yacht-hero-tooltip', async ({ page }, testInfo) => {
  await page.goto('/yacht-for-charter/esperanza/');
  await page.locator('[data-yacht-hero] select[data-preference="currency"]').selectOption('usd');
  const tooltip = page.locator('[data-hero-price] [data-price-currency="usd"] [data-conversion-tooltip]');
  await tooltip.locator('summary').click();
  await expect(tooltip.getByRole('note')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `test-results/screenshots/yacht-hero-tooltip-${testInfo.project.name}.png` });
});
