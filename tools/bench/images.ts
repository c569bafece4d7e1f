/**
 * `npm run bench:images -- [--url http://localhost:3000] [--paths /,/yacht-charter/]`: the image bytes
 * a phone (412 px wide at 1.75×, Lighthouse's mobile screen) fetches from the media host on each
 * template's page, by the page's `load` event and once scrolled to the end, as the browser asks for
 * them (WebP, services/media/images.ts) and as a client that accepts only JPEG would get them.
 * Bytes, not timings: the figures are the same on a busy machine.
 */
import { chromium, type Page } from '@playwright/test';
import { Command } from 'commander';
import { templatePages } from './templates';

const options = new Command()
  .option('--url <origin>', 'the running site', 'http://localhost:3000')
  .option('--paths <list>', 'comma-separated page paths (default: one page per template, English)')
  .parse()
  .opts<{ url: string; paths?: string }>();

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const KIB = 1024;

type Weight = { atLoad: number; scrolled: number };

const scrollToEnd = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

const weigh = async (browser: Awaited<ReturnType<typeof chromium.launch>>, url: string, jpegOnly: boolean): Promise<Weight> => {
  const page = await browser.newPage(PHONE);
  // A client that names no image format in Accept gets JPEG.
  if (jpegOnly) await page.route('**/media/**', (route) => route.continue({ headers: { ...route.request().headers(), accept: '*/*' } }));
  const weight = { atLoad: 0, scrolled: 0 };
  let loaded = false;
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/media/')) return;
    const before = !loaded;
    pending.push(
      response.body().then(
        (body) => {
          weight.scrolled += body.length;
          if (before) weight.atLoad += body.length;
        },
        () => undefined,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await scrollToEnd(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return weight;
};

const main = async () => {
  const paths = options.paths?.split(',') ?? (await templatePages(options.url)).filter((p) => p.locale === 'en').map((p) => p.path);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const kib = (n: number) => (n / KIB).toFixed(1).padStart(8);
  console.log(`${'page'.padEnd(56)} ${'load'.padStart(8)} ${'scrolled'.padStart(8)}   as JPEG: ${'load'.padStart(8)} ${'scrolled'.padStart(8)}  (KiB)`);
  try {
    for (const path of paths) {
      const url = `${options.url}${path}`;
      const served = await weigh(browser, url, false);
      const jpeg = await weigh(browser, url, true);
      console.log(`${path.padEnd(56)} ${kib(served.atLoad)} ${kib(served.scrolled)}            ${kib(jpeg.atLoad)} ${kib(jpeg.scrolled)}`);
    }
  } finally {
    await browser.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
