/** Drawer links (spec 2.13) follow their href until the drawer host listens: tests wait for it. */
import { expect, type Page } from '@playwright/test';

export const drawersReady = async (page: Page): Promise<void> => {
  await expect(page.locator('html[data-drawers="ready"]')).toHaveCount(1, { timeout: 30_000 });
};
