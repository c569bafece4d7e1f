import { expect, test } from '@playwright/test';
import { drawersReady } from '../../testing/drawers';

// Spec 2.13, 2.15: a drawer closes on a tap or click outside it, on a phone as on a desktop, and that
// tap ends there: it does not also follow the link under the finger. Opened from the itinerary builder.
test('the form drawer of the itinerary builder closes on a tap outside, and the tap does not reach the page', async ({ page, isMobile }) => {
  await page.goto('/itinerary/?p=map_destination_guide_bahamas,map_destination_nassau');
  await drawersReady(page);
  await page.getByRole('button', { name: 'Send to a broker' }).click();
  await page.getByTestId('itinerary-open-form').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // A point at the left edge, which the panel leaves free on a phone too; the page below keeps its URL.
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const at = { x: 12, y: Math.round(viewport.height / 2) };
  const panel = await dialog.boundingBox();
  expect(panel?.x ?? 0).toBeGreaterThan(at.x);
  if (isMobile) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/itinerary\/\?p=map_destination_guide_bahamas,map_destination_nassau$/);
});
