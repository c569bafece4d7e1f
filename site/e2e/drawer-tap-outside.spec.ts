import { expect, test } from '@playwright/test';

// Spec 2.13, 2.15: a drawer closes on a tap or click outside it, on a phone as on a desktop, and that
// tap ends there: it does not also follow the link under the finger. Opened from the itinerary builder.
test('the form drawer of the itinerary builder closes on a tap outside, and the tap does not reach the page', async ({ page, isMobile }) => {
  await page.goto('/itinerary/?p=map_destination_guide_bahamas');
  await page.getByTestId('itinerary-open-form').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The header's logo link lies under the backdrop at the left edge, which the panel leaves free on a phone too.
  const logo = page.locator('header a[href="/"]').first();
  const box = await logo.boundingBox();
  if (!box) throw new Error('no logo in the header');
  const at = { x: Math.min(box.x + 12, 24), y: box.y + box.height / 2 };
  const panel = await dialog.boundingBox();
  expect(panel?.x ?? 0).toBeGreaterThan(at.x);
  if (isMobile) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/itinerary\/\?p=map_destination_guide_bahamas$/);
});
