/**
 * Spec 2.5 structured data and social cards on the served pages: every template carries one JSON-LD
 * graph that parses, with the general page schema; the article, event and breadcrumb nodes carry what
 * Google's rich-result docs require or recommend; every template's og:image answers 200 with an
 * image of the declared size; yacht and berth pages share their hero's picture; a video page gets
 * the player card; news is og:type article with its modified time.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { templatePages } from '../../tools/bench/templates';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
type Node = Record<string, unknown> & { '@type': string };
const unescape = (value: string) => value.replaceAll('&amp;', '&');
const meta = (html: string, key: string): string | undefined => new RegExp(`<meta[^>]*(?:property|name)="${key}"[^>]*content="([^"]*)"`, 'i').exec(html)?.[1]?.replace(/&amp;/g, '&');

const graphOf = (html: string): Node[] => {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1] ?? '');
  expect(scripts).toHaveLength(1);
  const parsed: { '@context': string; '@graph': Node[] } = JSON.parse(scripts[0] ?? '');
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
};
const page = async (request: APIRequestContext, path: string): Promise<string> => {
  const response = await request.get(path, { headers: BROWSER });
  expect(response.status(), path).toBe(200);
  return response.text();
};
const firstPath = async (request: APIRequestContext, prefix: string): Promise<string> => {
  const sitemap = await (await request.get('/en-sitemap.xml')).text();
  const loc = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname).find((p) => p.startsWith(prefix) && p !== prefix && !p.includes('/page/'));
  if (!loc) throw new Error(`no page under ${prefix}`);
  return loc;
};

test.describe('structured data (spec 2.5)', () => {
  test('every template has one JSON-LD graph with the general page schema', async ({ request, baseURL }) => {
    for (const t of await templatePages(baseURL ?? '')) {
      if (t.template === 'not-found') continue;
      const html = await page(request, t.path);
      const webPage = graphOf(html).find((n) => n['@type'] === 'WebPage');
      // Spec 2.5: the compare page names no canonical URL, here as in its head.
      if (t.template === 'compare') expect(webPage?.url, t.path).toBeUndefined();
      else expect(webPage, t.path).toMatchObject({ url: `${baseURL}${t.path}`, name: expect.any(String) });
      expect(String(webPage?.name).length, t.path).toBeGreaterThan(0);
    }
  });

  test('news and editorials: an Article with headline, image, dates, author and publisher', async ({ request }) => {
    for (const prefix of ['/news-detail/', '/halcyon-expert-insight/']) {
      const html = await page(request, await firstPath(request, prefix));
      const graph = graphOf(html);
      const article = graph.find((n) => n['@type'] === 'NewsArticle' || n['@type'] === 'Article');
      expect(article, prefix).toBeDefined();
      for (const key of ['headline', 'image', 'datePublished', 'dateModified', 'author', 'publisher']) expect(article?.[key], `${prefix} ${key}`).toBeTruthy();
      expect(Date.parse(String(article?.datePublished))).not.toBeNaN();
      expect(article?.author).toMatchObject({ name: expect.any(String) });
      expect(article?.publisher).toMatchObject({ name: expect.any(String), logo: expect.any(String) });
    }
  });

  test('events: name, startDate, endDate and a location with its address; destinations: their data', async ({ request }) => {
    const event = graphOf(await page(request, await firstPath(request, '/yachting-events/'))).find((n) => n['@type'] === 'Event');
    expect(event).toMatchObject({ name: expect.any(String), startDate: expect.any(String), endDate: expect.any(String), location: { '@type': 'Place', address: { '@type': 'PostalAddress' } } });
    expect(Date.parse(String(event?.endDate))).toBeGreaterThanOrEqual(Date.parse(String(event?.startDate)));
    const destination = graphOf(await page(request, await firstPath(request, '/destination/'))).find((n) => n['@type'] === 'TouristDestination');
    expect(destination).toMatchObject({ name: expect.any(String), url: expect.any(String) });
  });

  test('a BreadcrumbList where breadcrumbs show, naming the same pages in the same order', async ({ request, baseURL }) => {
    const html = await page(request, await firstPath(request, '/news-detail/'));
    const list = graphOf(html).find((n) => n['@type'] === 'BreadcrumbList');
    const items = list?.itemListElement as { position: number; name: string; item?: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    // Every crumb but the page itself names its URL (Google's BreadcrumbList).
    expect(items.slice(0, -1).every((i) => i.item?.startsWith(`${baseURL}/`))).toBe(true);
    const shown = [...(/<nav[^>]*aria-label="[^"]*"[^>]*>(.*?)<\/nav>/s.exec(html.slice(html.indexOf('<main')))?.[1] ?? '').matchAll(/href="([^"]+)"/g)].map((m) => `${baseURL}${m[1]}`);
    for (const href of shown) expect(items.map((i) => i.item)).toContain(href);
  });
});

test.describe('social cards (spec 2.5, 4.7)', () => {
  const imageOf = async (request: APIRequestContext, url: string) => {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-type'], url).toMatch(/^image\//);
    return sharp(await response.body()).metadata();
  };

  test('every template’s og:image and twitter:image answer 200 with an image of the declared size', async ({ request, baseURL }) => {
    test.slow();
    for (const t of await templatePages(baseURL ?? '')) {
      if (t.template === 'not-found') continue;
      const html = await page(request, t.path);
      const og = meta(html, 'og:image');
      expect(og, `${t.path} og:image`).toBeTruthy();
      const size = await imageOf(request, og ?? '');
      expect([size.width, size.height], t.path).toEqual([Number(meta(html, 'og:image:width')), Number(meta(html, 'og:image:height'))]);
      expect([size.width, size.height]).toEqual([1200, 630]);
      const twitter = meta(html, 'twitter:image');
      const tsize = await imageOf(request, twitter ?? '');
      expect([tsize.width, tsize.height], t.path).toEqual([1200, 675]);
    }
  });

  test('yacht and berth pages share their hero’s picture', async ({ request }) => {
    for (const prefix of ['/yacht-for-charter/', '/yacht-for-sale/', '/berths-for-sale/']) {
      const html = await page(request, await firstPath(request, prefix));
      const og = meta(html, 'og:image') ?? '';
      // The hero opens the page: the first picture of its main content.
      const hero = /<img[^>]*\ssrc="([^"]+)"/.exec(html.slice(html.indexOf('<main')))?.[1];
      expect(hero, prefix).toBeTruthy();
      // The same picture (its media path), sized for the card.
      expect(new URL(og).pathname, prefix).toBe(new URL(unescape(hero ?? ''), og).pathname);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    }
  });

  test('a video page gets the player card with the video; news is og:type article with its modified time', async ({ request }) => {
    const html = await page(request, '/microsite/yachts-for-charter/');
    expect(meta(html, 'twitter:card')).toBe('player');
    const video = meta(html, 'og:video');
    expect(video).toMatch(/\.webm/);
    expect(meta(html, 'twitter:player')).toBe(video);
    expect((await request.get(video ?? '')).status()).toBe(200);
    const news = await page(request, await firstPath(request, '/news-detail/'));
    expect(meta(news, 'og:type')).toBe('article');
    expect(Date.parse(meta(news, 'article:modified_time') ?? '')).not.toBeNaN();
  });
});
