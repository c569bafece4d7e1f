import { expect, test } from '@playwright/test';
import { drawersReady } from '../../testing/drawers';
import { allImagesLoaded, onDemandBlocksLoaded } from '../../testing/page-images';

// Screenshots of the main page kinds, once per project (desktop, mobile), kept in
// test-results/screenshots for review; each also asserts the page is not blank.
const pages = [
  { name: 'home', path: '/' },
  { name: 'home-es', path: '/es/' },
  { name: 'content', path: '/yacht-charter/' },
  { name: 'berth', path: '/berths-for-sale/port-vauban-70m-berth/' },
  { name: 'berth-es', path: '/es/berths-for-sale/port-hercule-40m-berth/' },
  { name: 'listing-charter', path: '/yachts-for-charter/' },
  { name: 'listing-charter-page-2', path: '/yachts-for-charter/page/2/' },
  { name: 'listing-charter-page-2-es', path: '/es/yachts-for-charter/page/2/' },
  { name: 'listing-sale', path: '/yachts-for-sale/' },
  { name: 'not-found', path: '/no-such-page/' },
  { name: 'yacht-charter', path: '/yacht-for-charter/esperanza/' },
  { name: 'yacht-sale', path: '/yacht-for-sale/sirocco/' },
  { name: 'news-landing', path: '/yachting-news/' },
  { name: 'offices-and-people', path: '/offices-and-people/' },
];

// The search-driven blocks on their own: the yacht search grid, the dynamic grids, related yachts.
const blocks = [
  { name: 'block-yacht-search-grid', path: '/yacht-charter/', selector: 'section:has([data-yacht-search-grid])' },
  { name: 'block-listing-pager', path: '/yachts-for-charter/page/2/', selector: 'nav[data-listing-pager]' },
  { name: 'block-dynamic-grid-news', path: '/yachting-news/', selector: 'section:has([data-dynamic-grid="news"])' },
  { name: 'block-dynamic-grid-people', path: '/career/', selector: 'section:has([data-dynamic-grid="people"])' },
  { name: 'block-yacht-recommendations', path: '/yacht-for-charter/esperanza/', selector: 'section:has([data-yacht-recommendations])' },
];

for (const b of blocks) {
  test(`screenshot ${b.name}`, async ({ page }, testInfo) => {
    await page.goto(b.path);
    // The sticky header would cover the top of the block in an element capture.
    await page.addStyleTag({ content: 'header[data-header-visible] { visibility: hidden !important; }' });
    const section = page.locator(b.selector);
    await section.scrollIntoViewIfNeeded();
    await onDemandBlocksLoaded(page);
    await section.scrollIntoViewIfNeeded();
    await allImagesLoaded(page);
    await section.screenshot({ path: `test-results/screenshots/${b.name}-${testInfo.project.name}.png` });
  });
}

for (const p of pages) {
  test(`screenshot ${p.name}`, async ({ page }, testInfo) => {
    await page.goto(p.path);
    await expect(page.locator('main')).not.toBeEmpty();
    // No horizontal scrolling at this width. A phone zooms out to fit a page that is too wide, so
    // window.innerWidth would grow with it: the layout viewport (clientWidth) is the measure.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Full-page captures skip lazy images and blocks: load them all, then check every image decoded (spec 3.6).
    await onDemandBlocksLoaded(page);
    await allImagesLoaded(page);
    const broken = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src));
    expect(broken).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/${p.name}-${testInfo.project.name}.png`, fullPage: true });
  });
}

// The open menus of spec 2.6: the mega menu on desktop, the slide-in menu with an open row on a phone.
test('screenshot open menu', async ({ page, isMobile }, testInfo) => {
  await page.goto('/yacht-charter/');
  const firstItem = page.locator('#main-menu > ul > li > div > a').first();
  if (isMobile) {
    await page.locator('#mobile-menu-button').tap();
    await expect(page.locator('#main-menu')).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/menu-${testInfo.project.name}.png` });
    await firstItem.tap();
  } else {
    await firstItem.hover();
  }
  const panel = page.locator('#mega-menu-0');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('link').first()).toBeVisible();
  // The teasers' pictures (shown from lg) have loaded.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#mega-menu-0 img')].every((img) => img.getClientRects().length === 0 || (img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0)),
  );
  await page.screenshot({ path: `test-results/screenshots/mega-menu-${testInfo.project.name}.png` });
  if (!isMobile) {
    await page.locator('#main-menu > ul > li > div > a', { hasText: 'About' }).hover();
    await expect(page.getByText('21 Offices Worldwide')).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/mega-menu-about-${testInfo.project.name}.png` });
  }
});

// The drawers of spec 2.13 and the forms of 7.4, open, with their images loaded.
const settle = async (page: import('@playwright/test').Page) => {
  await allImagesLoaded(page);
};

test('screenshot contact-broker drawer and form drawer', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/contact-superyacht-company/');
  await drawersReady(page);
  await page.locator('main a[data-drawer="contact-broker"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('drawer-brokers')).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await page.screenshot({ path: `test-results/screenshots/drawer-contact-broker-${testInfo.project.name}.png` });
  await dialog.getByRole('link', { name: 'Make enquiry' }).first().click();
  await expect(page.frameLocator('[role="dialog"] iframe').getByRole('button', { name: 'Send enquiry' })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `test-results/screenshots/drawer-form-${testInfo.project.name}.png` });
});

for (const form of ['enquiry', 'newsletter']) {
  test(`screenshot ${form} form`, async ({ page }, testInfo) => {
    await page.goto(`/forms/${form}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/form-${form}-${testInfo.project.name}.png`, fullPage: true });
  });
}

test('screenshot contact page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.goto('/contact-superyacht-company/');
  await settle(page);
  await page.locator('main iframe').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('main iframe').getByRole('button', { name: 'Send enquiry' })).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: `test-results/screenshots/contact-${testInfo.project.name}.png`, fullPage: true });
});

// Spec 2.7, 3.8: the footer with the office map drawn and an office chosen, and an office page.
test('screenshot footer-offices', async ({ page }, testInfo) => {
  await page.goto('/');
  const offices = page.getByTestId('footer-offices');
  const map = offices.locator('[data-map-status]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 60_000 });
  await offices.getByLabel('Select an office').selectOption({ label: 'Monaco' });
  await expect(offices.locator('time[data-timezone="Europe/Monaco"]')).not.toHaveText(/^\s*$/);
  // The map has finished easing to the chosen office.
  await expect(map).toHaveAttribute('data-map-settled', 'true', { timeout: 60_000 });
  await page.locator('footer').screenshot({ path: `test-results/screenshots/footer-offices-${testInfo.project.name}.png` });
});

test('screenshot office page', async ({ page }, testInfo) => {
  await page.goto('/offices-and-people/monaco/');
  const map = page.locator('main [data-map-status]');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-map-status', 'ready', { timeout: 60_000 });
  await allImagesLoaded(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screenshots/office-page-${testInfo.project.name}.png`, fullPage: true });
});

// The yacht page's top with the currency tooltip open: readable, inside the viewport (spec 9.1).
test('screenshot yacht-hero-tooltip', async ({ page }, testInfo) => {
  // The visitor chose dollars before (the switch itself is tested in yacht-page.spec.ts).
  await page.addInitScript(() => window.localStorage.setItem('currency', 'usd'));
  await page.goto('/yacht-for-charter/esperanza/');
  await expect(page.locator('html')).toHaveAttribute('data-currency', 'usd');
  const tooltip = page.locator('[data-hero-price] [data-conversion-tooltip]');
  await tooltip.locator('summary').click();
  // The seasonal rates below the price bring the open tooltip near the fold on a short screen: a visitor scrolls to read it.
  await tooltip.getByRole('note').scrollIntoViewIfNeeded();
  await expect(tooltip.getByRole('note')).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: `test-results/screenshots/yacht-hero-tooltip-${testInfo.project.name}.png` });
});

// The gallery part of a yacht page (spec 2.8): teaser, deck plans and video on a charter page, the
// slider on a sale page, and the open lightbox.
test('screenshot yacht gallery', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const shot = (name: string) => `test-results/screenshots/${name}-${testInfo.project.name}.png`;
  await page.goto('/yacht-for-charter/poseidon/');
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0));
  for (const id of ['gallery', 'deck-plan', 'video']) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: shot(`yacht-${id}`) });
  }
  await page.locator('#gallery [data-lightbox-index="0"]').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swiper-slide-active img')).toBeVisible();
  await page.waitForFunction(() => [...document.querySelectorAll('[role="dialog"] img')].every((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0));
  await page.screenshot({ path: shot('yacht-lightbox') });

  await page.goto('/yacht-for-sale/poseidon/');
  const slider = page.locator('#gallery-slider');
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.locator('.swiper-initialized')).toBeVisible({ timeout: 60_000 });
  // Slides off to the side are lazy and never load by themselves: load them for the picture.
  await page.evaluate(() => document.querySelectorAll('#gallery-slider img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForFunction(() => [...document.querySelectorAll('#gallery-slider img')].every((img) => img instanceof HTMLImageElement && img.complete));
  await slider.screenshot({ path: shot('yacht-gallery-slider') });
});
