import { expect, test, type Page } from '@playwright/test';
import { templatePages, type Template } from '../../tools/bench/templates';

// Spec 5, 2.8: on a phone the page's largest paint is its cover or hero picture. It must be asked
// for from the head (a preload the picture then uses: one request, nothing fetched twice), be a
// variant sized for the phone's slot (a portrait crop where a cover fills the screen's height), and
// the page must not shift while it arrives.

type Paint = {
  tag: string;
  currentSrc: string;
  /** The picture file's own pixels. */
  naturalWidth: number;
  naturalHeight: number;
  slot: { width: number; height: number };
  dpr: number;
  /** How the browser came to fetch the picture, and how many times it fetched that picture. */
  initiators: string[];
  shift: number;
};

/** The largest paint once the page has loaded, its picture's requests, and the layout shift so far. */
const largestPaint = (page: Page): Promise<Paint> =>
  page.evaluate(
    () =>
      new Promise<Paint>((resolve) => {
        let shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if ('value' in entry && typeof entry.value === 'number') shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1);
          const element = last instanceof LargestContentfulPaint ? last.element : null;
          if (!(element instanceof HTMLImageElement)) {
            resolve({ tag: element?.tagName ?? 'none', currentSrc: '', naturalWidth: 0, naturalHeight: 0, slot: { width: 0, height: 0 }, dpr: devicePixelRatio, initiators: [], shift });
            return;
          }
          const picture = element.currentSrc.split('?')[0] ?? '';
          const initiators = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming && entry.name.split('?')[0] === picture)
            .map((entry) => entry.initiatorType);
          const { width, height } = element.getBoundingClientRect();
          // naturalWidth of a srcset picture is in CSS pixels (divided by the candidate's density): the file's own are decoded here.
          void fetch(element.currentSrc)
            .then((response) => response.blob())
            .then((blob) => createImageBitmap(blob))
            .then((bitmap) =>
              resolve({
                tag: 'IMG',
                currentSrc: element.currentSrc,
                naturalWidth: bitmap.width,
                naturalHeight: bitmap.height,
                slot: { width, height },
                dpr: devicePixelRatio,
                initiators,
                shift,
              }),
            );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

const pathOf = async (baseURL: string | undefined, template: Template, locale: 'en' | 'es'): Promise<string> => {
  const page = (await templatePages(baseURL ?? '')).find((p) => p.template === template && p.locale === locale);
  if (!page) throw new Error(`no ${template} page in ${locale}`);
  return page.path;
};

test.describe('the largest paint on a phone (spec 5, 2.8)', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'the phone project measures the phone’s picture');
  });

  for (const template of ['content', 'home'] as const) {
    for (const locale of ['en', 'es'] as const) {
      test(`${template} (${locale}): the cover is the portrait crop, preloaded from the head and fetched once; nothing shifts`, async ({ page, baseURL }) => {
        await page.goto(await pathOf(baseURL, template, locale), { waitUntil: 'load' });
        const paint = await largestPaint(page);
        expect(paint.tag).toBe('IMG');
        // The host's crop (w and h) in portrait, not the landscape picture at the band's height.
        expect(paint.currentSrc).toMatch(/[?&]h=\d+/);
        expect(paint.naturalHeight).toBeGreaterThan(paint.naturalWidth);
        // No wider than the slot's device pixels at the crop's shape (3:4 over a slot about 0.55:1) allow.
        expect(paint.naturalWidth).toBeLessThanOrEqual(Math.ceil(paint.slot.height * 0.75 * paint.dpr));
        expect(paint.initiators).toEqual(['link']);
        expect(paint.shift).toBe(0);
      });
    }
  }

  test('yacht: the hero is a phone-width picture, preloaded from the head and fetched once; nothing shifts', async ({ page, baseURL }) => {
    await page.goto(await pathOf(baseURL, 'yacht', 'en'), { waitUntil: 'load' });
    const paint = await largestPaint(page);
    expect(paint.tag).toBe('IMG');
    // The next width up from the slot's device pixels (412 px at 2.625: 1,082), never the 1,920 of a desktop.
    expect(paint.naturalWidth).toBeGreaterThanOrEqual(Math.floor(paint.slot.width * paint.dpr));
    expect(paint.naturalWidth).toBeLessThanOrEqual(1440);
    expect(paint.initiators).toEqual(['link']);
    expect(paint.shift).toBe(0);
  });
});
