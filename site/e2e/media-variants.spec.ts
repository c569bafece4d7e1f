import { expect, test, type Page } from '@playwright/test';
import { z } from 'zod';
import { namesSiteVariant, type SourceSize } from '../../schema/media-variant-set';
import { mediaUrlOf, srcsetUrls, type MediaUrl } from '../../testing/media-urls';
import { onDemandBlocksLoaded } from '../../testing/page-images';
import { templatePages } from '../../tools/bench/templates';

// Spec 2.5, 3.6, 7.3: the media host makes only the sizes the site names
// (schema/media-variants.ts) and serves any other at the nearest one. So every image URL a page
// names must be one of them, or its visitors would get a picture other than the one asked for:
// every <img> and <source> candidate, link, poster and og/micro-blog tag, every image the browser
// fetched while the page was scrolled to its end and its menus opened, and every media URL in the
// page's HTML (structured data) and in what its islands fetched (menu panels, similar yachts,
// slides, search hits).

const damFileSchema = z.object({ info: z.object({ img_w: z.number().nullable(), img_h: z.number().nullable() }) });
const MEDIA_URL_IN_TEXT = /\/media\/[0-9a-f-]{36}\/[^"'\s<>\\,)]*/g;

/** Every media URL in the page's markup, as the browser reads its attributes. */
const urlsInDocument = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const urls: string[] = [];
    const srcsets: string[] = [];
    for (const element of document.querySelectorAll('img, source, link[rel="preload"], video, a[href*="/media/"], meta[property="og:image"], meta[name="twitter:image"]')) {
      for (const name of ['src', 'href', 'poster', 'content']) {
        const value = element.getAttribute(name);
        if (value) urls.push(value);
      }
      for (const name of ['srcset', 'imagesrcset']) {
        const value = element.getAttribute(name);
        if (value) srcsets.push(value);
      }
    }
    return [...urls, ...srcsets.map((srcset) => `srcset:${srcset}`)];
  });

/** Opens each mega menu (desktop) so its pictures are drawn. */
const openMenus = async (page: Page): Promise<void> => {
  const toggles = page.locator('#main-menu > ul > li > div > a');
  for (let i = 0; i < (await toggles.count()); i += 1) {
    await toggles.nth(i).hover();
    await page.waitForTimeout(150);
  }
};

test.describe('every image URL of every template names a variant the media host makes (spec 7.3)', () => {
  test('every template page in English and Spanish: markup, og tags, fetched images and island data', async ({ page, request, baseURL, isMobile }) => {
    test.setTimeout(600_000);
    const origin = baseURL ?? '';
    const found = new Map<string, { media: MediaUrl; where: string }>();
    let where = '';
    const add = (url: string) => {
      for (const candidate of url.startsWith('srcset:') ? srcsetUrls(url.slice('srcset:'.length)) : [url]) {
        const media = mediaUrlOf(candidate, origin);
        if (media && !found.has(media.url)) found.set(media.url, { media, where });
      }
    };
    page.on('request', (r) => add(r.url()));
    // The page's own HTML (structured data, flight data) and its islands' data (JSON, flight data).
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'document' && type !== 'fetch' && type !== 'xhr') return;
      const text = await response.text().catch(() => '');
      // An ampersand escaped once (JSON) or twice (JSON inside the flight data's strings), or as HTML.
      for (const match of text
        .replace(/\\+u0026/g, '&')
        .replaceAll('&amp;', '&')
        .matchAll(MEDIA_URL_IN_TEXT))
        add(match[0]);
    });

    // The menu is the same on every page of a locale: opened once in each.
    const menusOpened = new Set<string>();
    for (const { path, locale, template } of await templatePages(origin)) {
      where = `${locale} ${template} ${path}`;
      await page.goto(path, { waitUntil: 'load' });
      await onDemandBlocksLoaded(page);
      if (!isMobile && !menusOpened.has(locale) && template === 'home') {
        await openMenus(page);
        menusOpened.add(locale);
      }
      await page.waitForLoadState('networkidle');
      for (const url of await urlsInDocument(page)) add(url);
    }
    if (!isMobile) expect([...menusOpened].sort(), 'the menus were opened').toEqual(['en', 'es']);
    expect(found.size, 'pages name pictures').toBeGreaterThan(50);
    expect(
      [...found.values()].some(({ media }) => media.request.w === 1200 && media.request.h === 630),
      'og images were read',
    ).toBe(true);

    const sizes = new Map<string, SourceSize | null>();
    const sourceOf = async (uuid: string): Promise<SourceSize | null> => {
      if (!sizes.has(uuid)) {
        const { info } = damFileSchema.parse(await (await request.get(`/api/dam/media/v4/file/${uuid}`)).json());
        sizes.set(uuid, info.img_w && info.img_h ? { width: info.img_w, height: info.img_h } : null);
      }
      return sizes.get(uuid) ?? null;
    };
    const outside: string[] = [];
    for (const { media, where: at } of found.values()) {
      const source = await sourceOf(media.uuid);
      // Files that are not pictures (a gallery's JSON, a video) are served as they are.
      if (source && !namesSiteVariant(media.request, source)) outside.push(`${at}: ${media.url} (original ${source.width} × ${source.height})`);
    }
    expect(outside).toEqual([]);
  });
});
