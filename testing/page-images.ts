/**
 * Waits until every picture on the page has loaded, for screenshots. Lazy pictures are switched to
 * eager on every check, not once: an island that renders after the page loads (search hits,
 * sliders) brings new lazy pictures that would otherwise never load off screen.
 */
import type { Page } from '@playwright/test';

export const allImagesLoaded = async (page: Page): Promise<void> => {
  await page.waitForFunction(() => {
    const images = [...document.images];
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    return images.every((img) => img.complete);
  });
};

/**
 * Brings in the blocks a page loads when the visitor nears them (the similar yachts, a yacht
 * slider's further cards): a full-page capture does not scroll, so they would show their empty
 * frame, or bring their pictures after the check that every picture loaded.
 */
export const onDemandBlocksLoaded = async (page: Page): Promise<void> => {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForFunction(() => document.querySelector('[data-similar-yachts="waiting"], [data-similar-yachts="loading"], [data-more-slides="waiting"], [data-more-slides="loading"]') === null);
  await page.evaluate(() => window.scrollTo(0, 0));
};
