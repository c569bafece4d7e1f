import { expect, test, type Locator } from '@playwright/test';

// Spec 2.10, 4.8: a row of choices wider than a phone scrolls sideways, and its edge fades where
// more lies beyond, so a cut label reads as "more this way" rather than as a broken page.
const fades = (row: Locator) =>
  row.evaluate((element) => {
    const style = getComputedStyle(element);
    return { start: style.getPropertyValue('--row-fade-start'), end: style.getPropertyValue('--row-fade-end') };
  });

test.describe('rows that scroll sideways on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'a desktop shows the whole row');

  test("the Spanish website search's categories fade at the edge with more beyond it, and not once scrolled there", async ({ page }) => {
    await page.goto('/es/search/?i=g');
    const row = page.getByRole('group', { name: 'Categorías' });
    const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    expect(await fades(row)).toEqual({ start: '0px', end: '40px' });
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => fades(row)).toEqual({ start: '40px', end: '0px' });
  });

  test('a row that fits does not fade', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/search/');
    expect(await fades(page.getByRole('group', { name: 'Categories' }))).toEqual({ start: '0px', end: '0px' });
  });
});
