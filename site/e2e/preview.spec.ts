import { expect, test } from '@playwright/test';

test.describe('spec 2.4.8, 4.6 preview mode', () => {
  test('a broken draft item shows an editor box in preview and nothing for visitors', async ({ page }) => {
    await page.goto('/about/?preview=true');
    const box = page.locator('[data-editor-error]');
    await expect(box).toHaveCount(1);
    await expect(box).toContainText('headline_component');
    await expect(box).toContainText('text');
    await page.goto('/about/');
    await expect(page.locator('[data-editor-error]')).toHaveCount(0);
    await expect(page.locator('main')).toBeVisible();
  });

  test('preview pages are not indexed and announce draft content', async ({ page }) => {
    await page.goto('/about/?preview=true');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('status')).toContainText('Preview');
  });
});
