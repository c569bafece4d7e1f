/**
 * Found by crawlers (spec 2.2, 5.4): the sitemap index and each locale's sitemap, served under every
 * name and prefix, validate against the sitemaps.org schemas; they list every indexable page of the
 * CMS (yachts, berths, news, events, destinations) at the canonical URL its head names, with the
 * language alternates its head names, and none of the noindex pages; every indexable page a crawl
 * from the home pages reaches is listed. robots.txt of this (non-production) server closes the site;
 * a production server opens it and names its public sitemap index. The HTML /sitemap page is
 * generated from the same pages, grouped as the main menu.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { validateSitemap } from '../../testing/sitemap-schema';

const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' };
const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
type Url = { loc: string; alternates: { hreflang: string; href: string }[] };
const urls = (xml: string): Url[] =>
  [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => ({ hreflang: m[1] ?? '', href: m[2] ?? '' })),
  }));
const headLinks = (html: string, rel: string) =>
  [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) =>
    new RegExp(`\\srel="${rel}"`).test(tag) ? [{ hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null, href: (/\shref="([^"]*)"/.exec(tag)?.[1] ?? '').replaceAll('&amp;', '&') }] : [],
  );
const robotsMeta = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? '';

const xml = async (request: APIRequestContext, path: string): Promise<string> => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(/^application\/xml/);
  return response.text();
};

test.describe('XML sitemaps and robots.txt (spec 2.2)', () => {
  test('the index answers under every name and prefix, validates, and lists each locale’s sitemap', async ({ request, baseURL }) => {
    const index = await xml(request, '/sitemap.xml');
    expect(await validateSitemap(index)).toEqual({ valid: true, errors: [] });
    expect(locs(index)).toEqual([`${baseURL}/en-sitemap.xml`, `${baseURL}/es-sitemap.xml`]);
    // The same sitemaps under every name; a lastmod may move between two reads (another test publishes meanwhile).
    for (const path of ['/index-sitemap.xml', '/en/sitemap.xml', '/es/sitemap.xml', '/en/index-sitemap.xml', '/es/index-sitemap.xml'])
      expect(locs(await xml(request, path)), path).toEqual(locs(index));
    for (const path of ['/fr/sitemap.xml', '/en-sitemap-2.xml', '/de-sitemap.xml']) expect((await request.get(path)).status(), path).toBe(404);
  });

  test('each locale’s sitemap validates and lists every kind of page, never a noindex one, at the URL and alternates its head names', async ({ request, baseURL }) => {
    const counts: Record<string, number> = {};
    for (const locale of ['en', 'es']) {
      const body = await xml(request, `/${locale}-sitemap.xml`);
      for (const prefix of ['/en', '/es']) expect(urls(await xml(request, `${prefix}/${locale}-sitemap.xml`))).toEqual(urls(body));
      expect(await validateSitemap(body)).toEqual({ valid: true, errors: [] });
      const listed = urls(body);
      counts[locale] = listed.length;
      const prefix = locale === 'es' ? `${baseURL}/es` : baseURL;
      for (const kind of ['/yacht-for-charter/', '/yacht-for-sale/', '/berths-for-sale/', '/news-detail/', '/yachting-events/', locale === 'es' ? '/destino/' : '/destination/'])
        expect(
          listed.some((u) => u.loc.startsWith(`${prefix}${kind}`)),
          `${locale} ${kind}`,
        ).toBe(true);
      // Spec 5.4: search and compare are noindex; result states, previews and errors are never listed.
      for (const u of listed) expect(u.loc, u.loc).not.toMatch(/\/(search|compare)\/|[?#]|preview/);
      // The head of a sample of pages of each kind names the same canonical URL and alternates.
      const kinds = ['/', '/yacht-for-charter/', '/yacht-for-sale/', '/berths-for-sale/', '/news-detail/', '/yachting-events/', '/destin', '/page/2/'];
      const sample = [...new Set(kinds.map((k) => listed.find((u) => (prefix ? u.loc.slice(prefix.length) : u.loc).startsWith(k) || u.loc.endsWith(k))))];
      for (const u of sample) {
        if (!u) continue;
        const page = await request.get(u.loc, { headers: BROWSER });
        expect(page.status(), u.loc).toBe(200);
        const html = await page.text();
        expect(robotsMeta(html), u.loc).toMatch(/^index/);
        expect(
          headLinks(html, 'canonical').map((l) => l.href),
          u.loc,
        ).toEqual([u.loc]);
        const alternates = headLinks(html, 'alternate').filter((l) => l.hreflang);
        expect(
          u.alternates.filter((a) => a.hreflang !== 'x-default'),
          u.loc,
        ).toEqual(alternates.map((a) => ({ hreflang: a.hreflang, href: a.href })));
      }
    }
    test.info().annotations.push({ type: 'urls per sitemap', description: JSON.stringify(counts) });
    console.log(`sitemap URLs: ${JSON.stringify(counts)}`);
  });

  test('every indexable page a crawl from the home pages reaches is in the sitemaps', async ({ request, baseURL }) => {
    test.slow();
    const listed = new Set([...locs(await xml(request, '/en-sitemap.xml')), ...locs(await xml(request, '/es-sitemap.xml'))]);
    const reached = new Set<string>();
    for (const start of ['/', '/es/']) {
      const html = await (await request.get(start, { headers: BROWSER })).text();
      for (const [, href = ''] of html.matchAll(/<a\b[^>]*\shref="([^"#?]*)"/g)) {
        const url = new URL(href, baseURL).href;
        if (url.startsWith(`${baseURL}/`) && !/\/(api|forms|media)\//.test(url)) reached.add(url);
      }
    }
    const indexable: string[] = [];
    const queue = [...reached];
    // Four at a time: the pages are cached after their first render.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let url = queue.shift(); url; url = queue.shift()) {
          const response = await request.get(url, { headers: BROWSER, maxRedirects: 0 });
          if (response.status() !== 200) continue;
          const page = await response.text();
          if (robotsMeta(page).startsWith('index') && headLinks(page, 'canonical')[0]?.href === url) indexable.push(url);
        }
      }),
    );
    expect(indexable.length).toBeGreaterThan(30);
    expect(indexable.filter((url) => !listed.has(url))).toEqual([]);
  });

  test('robots.txt of a server not configured as production disallows everything and names the sitemap index', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const rules = (await response.text()).split('\n');
    expect(rules.filter((r) => r.startsWith('Disallow'))).toEqual(['Disallow: /']);
    expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('the HTML sitemap lists the pages as the main menu groups them, in both languages', async ({ page }) => {
    for (const path of ['/sitemap/', '/es/sitemap/']) {
      await page.goto(path);
      // The menu bar's top items (hidden behind the toggle on a phone, so read as text).
      const menu = await page.locator('a.menu-top').allTextContents();
      const sections = page.locator('[data-site-tree-menu] h3');
      await expect(sections.first()).toBeVisible();
      const headings = (await sections.allInnerTexts()).map((t) => t.trim());
      expect(headings.length).toBeGreaterThan(3);
      // In the menu's order: each section heading is a top-level menu item.
      const order = headings.map((h) => menu.findIndex((m) => m.trim().toLowerCase() === h.toLowerCase()));
      expect(
        order.every((i) => i >= 0),
        `${headings} vs menu ${menu}`,
      ).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(await page.locator('[data-site-tree-kind="charter-yacht"] li a').count()).toBeGreaterThan(3);
    }
  });
});

/** A port no one listens on now, from the system. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

test.describe('the production site (PRODUCTION_SITE=true, SITE_URL)', () => {
  test.skip(({ isMobile }) => isMobile, 'one server start is enough');

  test('robots.txt opens the site but not drafts, internal routes or APIs; the sitemaps name the public address', async ({ request }) => {
    test.slow();
    const port = await freePort();
    const next = [process.execPath, 'node_modules/next/dist/bin/next', 'start', 'site', '-H', 'localhost', '-p', String(port)];
    const child = spawn('env', [`PORT=${port}`, 'PRODUCTION_SITE=true', 'SITE_URL=https://www.example.com', ...next], { stdio: 'ignore' });
    try {
      const origin = `http://localhost:${port}`;
      await expect.poll(async () => (await request.get(`${origin}/api/health/`).catch(() => null))?.status() ?? 0, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe(200);
      const rules = (await (await request.get(`${origin}/robots.txt`)).text()).split('\n');
      expect(rules).not.toContain('Disallow: /');
      for (const path of ['/api/', '/pages/', '/preview/', '/*?preview=true']) expect(rules).toContain(`Disallow: ${path}`);
      expect(rules).toContain('Sitemap: https://www.example.com/sitemap.xml');
      expect(locs(await (await request.get(`${origin}/sitemap.xml`)).text())).toEqual(['https://www.example.com/en-sitemap.xml', 'https://www.example.com/es-sitemap.xml']);
      expect(locs(await (await request.get(`${origin}/es-sitemap.xml`)).text())).toContain('https://www.example.com/es/oficinas-y-personas/');
    } finally {
      child.kill();
    }
  });
});
