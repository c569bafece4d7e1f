/**
 * Waits until React has hydrated an element: before that, a server-rendered button does nothing
 * when clicked and a picture link opens the picture itself. A test that clicks an island waits for
 * this, not for time, so it passes on a loaded machine too.
 */
import type { Page } from '@playwright/test';

export async function whenHydrated(page: Page, selector: string, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      const el = document.querySelector(sel);
      return el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
    },
    selector,
    { timeout },
  );
}
