/**
 * Which scripts a page loaded hold a marker: a string only one chunk carries (zod's core names its
 * object type '$ZodObject'; an island's markup its data attributes). The end-to-end tests prove
 * with it that a page left a chunk out, and that it came once it was needed.
 */
import type { Page } from '@playwright/test';

/** zod's core, in whichever chunk carries it. */
export const ZOD_MARKER = '$ZodObject';

/** Starts recording the page's scripts; the function returned names those holding the marker so far. */
export const scriptsHolding = (page: Page, marker: string): (() => Promise<string[]>) => {
  const scripts: Promise<string | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (body) => (body.includes(marker) ? response.url() : null),
        () => null,
      ),
    );
  });
  return async () => (await Promise.all(scripts)).filter((url): url is string => url !== null);
};
