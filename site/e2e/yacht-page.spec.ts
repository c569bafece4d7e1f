import { expect, test, type Locator, type Page } from '@playwright/test';
import { whenHydrated } from '../../testing/hydration';

// Spec 2.8 yacht detail page: the top (hero), key figures, specification, features, jump-to, share.
const CHARTER = '/yacht-for-charter/esperanza/';
const SALE = '/yacht-for-sale/sirocco/';
const GHOST = '/yacht-for-charter/xanadu/';

const hero = (page: Page) => page.locator('[data-yacht-hero]');
const visiblePrice = (page: Page) => hero(page).locator('[data-hero-price] [data-cur]:visible');
/** A value of a definition list (the specification, the key figures), found by its term as a visitor reads it. */
const valueOf = (list: Locator, term: string) =>
  list
    .locator('div')
    .filter({ has: list.page().locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');
const specification = (page: Page) => page.locator('[data-specification]');

/** A charter yacht page, reached from the charter listing when it links yachts, else directly. */
async function openCharterYacht(page: Page) {
  await page.goto('/yachts-for-charter/');
  const link = page.locator('main a[href*="/yacht-for-charter/"]').first();
  if ((await link.count()) > 0) {
    await link.click();
    await page.waitForURL(/\/yacht-for-charter\//);
  } else {
    await page.goto(CHARTER);
  }
}

test('a charter yacht: type, title, builder and the weekly rate in euros (spec 2.8, 9.1)', async ({ page }) => {
  await openCharterYacht(page);
  await expect(hero(page).getByText('For charter', { exact: true })).toBeVisible();
  await expect(page.locator('h1')).toBeVisible();
  await expect(hero(page).locator('[data-builder]')).not.toBeEmpty();
  // Euros by default: the contract amount, or 'Approx' when the contract is in dollars (spec 9.1).
  await expect(visiblePrice(page)).toHaveText(/^From (Approx )?€[\d,]+ p\/week/);
  const image = hero(page).locator('img').first();
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  // Loaded at once: eager is the browser's default, so the attribute is left out; never lazy.
  await expect(image).not.toHaveAttribute('loading', 'lazy');
});

test('the units switch changes every length on the page and survives a reload (spec 2.8)', async ({ page }) => {
  await page.goto(CHARTER);
  const metres = page.locator('[data-unit="m"]:visible');
  const feet = page.locator('[data-unit="ft"]:visible');
  expect(await metres.count()).toBeGreaterThanOrEqual(4);
  await expect(feet).toHaveCount(0);
  // The switch acts once its island has hydrated; a loaded machine may take a moment to get there.
  await expect(async () => {
    await hero(page).locator('select[data-preference="units"]').selectOption({ label: 'Feet (ft)' });
    await expect(metres).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await feet.count()).toBeGreaterThanOrEqual(4);
  const specLength = valueOf(specification(page), 'Length').locator('[data-unit="ft"]');
  await expect(specLength).toHaveText(/^\d+' \d+"$|^\d+'$/);
  await expect(specLength).toBeVisible();
  await page.reload();
  await expect(metres).toHaveCount(0);
  await expect(valueOf(page.locator('[data-yacht-labels]'), 'Length').locator('[data-unit="ft"]')).toBeVisible();
  await expect(hero(page).locator('select[data-preference="units"]')).toHaveValue('ft');
});

test('the currency switch shows converted prices as Approx, with the rate in a tooltip (spec 9.1)', async ({ page }) => {
  await page.goto(CHARTER);
  const euros = await visiblePrice(page).innerText();
  // The switch acts once its island has hydrated; a loaded machine may take a moment to get there.
  await expect(async () => {
    await hero(page).locator('select[data-preference="currency"]').selectOption('usd');
    await expect(visiblePrice(page)).toHaveText(/^From Approx \$[\d,]+ p\/week/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(await visiblePrice(page).innerText()).not.toBe(euros);
  const tooltip = hero(page).locator('[data-hero-price] [data-conversion-tooltip]');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByRole('note')).toBeHidden();
  await tooltip.locator('summary').click();
  await expect(tooltip.getByRole('note')).toBeVisible();
  // The note names the shown currency's rate alone (the others are display: none).
  await expect(tooltip.getByRole('note')).toContainText(/conversion rate: 1 EUR = [\d.]+ USD$/, { useInnerText: true });
  // It opens below the price, which the seasonal rates push towards the fold: scrolled to, it shows whole.
  await tooltip.getByRole('note').scrollIntoViewIfNeeded();
  await expect(tooltip.getByRole('note')).toBeInViewport({ ratio: 1 });
  // In the contract's own currency the price is not a conversion: no 'Approx', no tooltip.
  await hero(page).locator('select[data-preference="currency"]').selectOption('eur');
  await expect(visiblePrice(page)).toHaveText(/^From €[\d,]+ p\/week/);
  await expect(tooltip).toBeHidden();
});

test('a sale yacht: the sale price with its tax label, and the lying place in the specification (spec 9.1, 3.3)', async ({ page }) => {
  await page.goto(SALE);
  await expect(hero(page).getByText('For sale', { exact: true })).toBeVisible();
  await expect(visiblePrice(page)).toHaveText(/^((Approx )?[€$][\d,]+|POA)/);
  await expect(hero(page).locator('[data-hero-price] p').first()).toHaveText(/VAT & US Duty Paid|EU VAT Paid|US Duty Paid|Price/);
  await expect(valueOf(specification(page), 'Lying')).not.toBeEmpty();
  await expect(hero(page).getByRole('link', { name: /brochure/i })).toHaveAttribute('href', /^\/api\/brochure\/sale\/[^/]+\.pdf$/);
});

for (const { path, title } of [
  { path: GHOST, title: 'For charter' },
  { path: `/es${GHOST}`, title: 'En alquiler' },
]) {
  test(`a ghost yacht shows no price (spec 4.1) ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(hero(page).locator('[data-hero-price]')).toHaveCount(0);
    await expect(hero(page).getByText(title, { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-specification]')).toBeVisible();
  });
}

test('Spanish yacht page: labels and contact link in Spanish', async ({ page }) => {
  await page.goto(`/es${CHARTER}`);
  await expect(hero(page).getByText('En alquiler', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Especificaciones' })).toBeVisible();
  await expect(hero(page).getByRole('link', { name: 'Contactar con los brókers' })).toHaveAttribute('href', '/es/contact-superyacht-company/');
  // The yacht data's English terms, in Spanish: hull, flag, stabilisers, features and their groups.
  const spec = specification(page);
  await expect(valueOf(spec, 'Material del casco')).toHaveText('Acero');
  await expect(valueOf(spec, 'Bandera')).toHaveText('Isla de Man');
  await expect(valueOf(spec, 'Estabilizadores')).toHaveText('Quantum Zero Speed (Fondeado y en navegación)');
  const features = page.locator('[data-features]');
  await expect(features.getByRole('heading', { name: 'Transporte' })).toBeVisible();
  await expect(features.getByText('Ascensor', { exact: true })).toBeVisible();
  await expect(features).not.toContainText('Underwater lights');
  // A sale price's tax words are Spanish too, and not said twice.
  await page.goto(`/es${SALE}`);
  await expect(hero(page).locator('[data-hero-price] .yp-eyebrow')).toHaveText(/pagad[oa]s?$|^Precio$/i);
  await expect(hero(page).locator('[data-hero-price]')).not.toContainText(/Duty|Paid|Residents/);
});

test('add to comparison keeps the yacht on the shortlist (spec 2.8)', async ({ page }) => {
  await page.goto(CHARTER);
  await whenHydrated(page, '[data-yacht-hero] [data-compare-toggle]');
  await hero(page).getByRole('button', { name: 'Add to comparison' }).click();
  await expect(hero(page).getByRole('button', { name: 'added to comparison' })).toHaveAttribute('aria-pressed', 'true');
  const list = await page.evaluate(() => JSON.parse(window.localStorage.getItem('shortlist') ?? '[]'));
  expect(list).toHaveLength(1);
  expect(list[0]).toMatchObject({ view: 'charter' });
});

test('jump-to highlights the section scrolled to (spec 4.5)', async ({ page }) => {
  await page.goto(CHARTER);
  const nav = page.locator('[data-jump-to]');
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'location');
  // No dead links: every link shown leads to a section of this page.
  const targets = await nav.locator('a:visible').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(targets.length).toBeGreaterThanOrEqual(4);
  for (const target of targets.filter((href) => href.startsWith('#'))) await expect(page.locator(target)).toHaveCount(1);
  // And no hidden link: every section of the page that the menu names has its link shown.
  for (const section of await nav.locator('[data-jump-link]').evaluateAll((items) => items.map((li) => li.getAttribute('data-jump-link') ?? ''))) {
    const shown = nav.locator(`[data-jump-link="${section}"]`);
    if ((await page.locator(`#${section}`).count()) === 1) await expect(shown, `#${section} is on the page`).toBeVisible();
    else await expect(shown, `#${section} is not on the page`).toBeHidden();
  }
  await expect(nav.getByRole('link', { name: 'Deck plan' })).toBeVisible();
  await nav.getByRole('link', { name: 'Specification' }).click();
  await expect(nav.getByRole('link', { name: 'Specification' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'location');
  await expect(nav).toBeInViewport();
  await page.locator('#features').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect(nav.getByRole('link', { name: /^(On board|Features)$/ })).toHaveAttribute('aria-current', 'location');
});

test('share: the hero button opens the share options; copy link confirms (spec 2.8)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(CHARTER);
  const toggle = hero(page).getByRole('button', { name: 'Share' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const options = hero(page).locator('[data-share-options]');
  const mail = options.getByRole('link', { name: 'E-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:\?subject=Esperanza&body=.*yacht-for-charter%2Fesperanza/);
  await expect(options.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await options.getByRole('button', { name: 'Copy link' }).click();
  await expect(options.getByRole('status')).toHaveText('Copied');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
