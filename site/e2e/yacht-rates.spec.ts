import { expect, test, type Page } from '@playwright/test';

// Spec 2.8, 3.3, 9.1: a charter yacht page lists its weekly rates per season, in the visitor's
// currency, in English and Spanish; a sale page has none.
const CHARTER = '/yacht-for-charter/esperanza/';
const SALE = '/yacht-for-sale/sirocco/';

const rates = (page: Page) => page.locator('[data-yacht-hero] [data-season-rates]');
const summerLow = (page: Page) => rates(page).locator('[data-season-rate="charterSummerLow"] [data-cur]:visible');

test('the seasonal rates follow the currency switch (spec 9.1)', async ({ page }) => {
  await page.goto(CHARTER);
  await expect(rates(page).getByRole('rowheader', { name: /Summer/ })).toBeVisible();
  await expect(rates(page).getByRole('columnheader', { name: 'Low season' })).toBeVisible();
  await expect(rates(page).getByRole('columnheader', { name: 'High season' })).toBeVisible();
  await expect(summerLow(page)).toHaveText(/^(Approx )?€[\d,]+$/);
  await expect(async () => {
    await page.locator('[data-yacht-hero] select[data-preference="currency"]').selectOption('usd');
    await expect(summerLow(page)).toHaveText(/^(Approx )?\$[\d,]+$/, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});

test('in Spanish, and not on a sale page (spec 2.8)', async ({ page }) => {
  await page.goto(`/es${CHARTER}`);
  await expect(rates(page).locator('caption')).toHaveText('Tarifas semanales de chárter');
  await expect(rates(page).getByRole('rowheader', { name: /Verano/ })).toBeVisible();
  await expect(rates(page).getByRole('columnheader', { name: 'Temporada alta' })).toBeVisible();
  await page.goto(SALE);
  await expect(page.locator('[data-yacht-hero]')).toBeVisible();
  await expect(rates(page)).toHaveCount(0);
});
