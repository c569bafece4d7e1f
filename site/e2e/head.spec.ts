import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';

/** The href of every <link> with this rel (and hreflang, when given) in raw HTML. */
const links = (html: string, rel: string): { hreflang: string | null; href: string }[] =>
  [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    if (!new RegExp(`\\srel="${rel}"`, 'i').test(tag)) return [];
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    return href === undefined ? [] : [{ hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null, href }];
  });
const meta = (html: string, property: string): string | undefined => new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`, 'i').exec(html)?.[1];

test.describe('spec 2.5 page head', () => {
  test('canonical and og:url point to the server the site is served from', async ({ request, baseURL }) => {
    const html = await (await request.get('/yacht-charter/')).text();
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${baseURL}/yacht-charter/` }]);
    expect(meta(html, 'og:url')).toBe(`${baseURL}/yacht-charter/`);
  });

  test('hreflang alternates use each language’s own slug (spec 2.2: oficinas-y-personas)', async ({ request, baseURL }) => {
    const expected = [
      { hreflang: 'en', href: `${baseURL}/offices-and-people/` },
      { hreflang: 'es', href: `${baseURL}/es/oficinas-y-personas/` },
    ];
    const english = await request.get('/offices-and-people/');
    expect(english.status()).toBe(200);
    expect(links(await english.text(), 'alternate')).toEqual(expected);
    const spanish = await request.get('/es/oficinas-y-personas/');
    expect(spanish.status()).toBe(200);
    const html = await spanish.text();
    expect(links(html, 'alternate')).toEqual(expected);
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${baseURL}/es/oficinas-y-personas/` }]);
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

/** A second `next start` of the same build on another port, without SITE_URL, as another process on the machine would be. */
const startOtherServer = async (request: APIRequestContext, port: number) => {
  // env(1): this environment, with the other port and no SITE_URL.
  const next = [process.execPath, 'node_modules/next/dist/bin/next', 'start', 'site', '-H', 'localhost', '-p', String(port)];
  const child = spawn('env', ['-u', 'SITE_URL', `PORT=${port}`, ...next], { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await expect.poll(async () => (await request.get(`${origin}/api/health/`).catch(() => null))?.status() ?? 0, { timeout: 90_000, intervals: [250, 500, 1000] }).toBe(200);
  return { origin, stop: () => child.kill() };
};

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

test('spec 2.5: a page another server on another port rendered first names this server, not that one', async ({ request, baseURL }, testInfo) => {
  test.setTimeout(150_000);
  // A Spanish page from the end of the table, one per project, that no other spec opens, so the
  // other server renders it before this one does.
  const table = z.object({ pages: z.object({ es: z.array(z.string()) }) }).parse(await (await request.get('/api/routes/')).json());
  const slug = table.pages.es.toSorted().at(testInfo.project.name === 'desktop' ? -1 : -2);
  expect(slug).toBeDefined();
  const path = `/es${slug}/`.replace(/\/+/g, '/');
  const other = await startOtherServer(request, await freePort());
  try {
    const first = await (await request.get(`${other.origin}${path}`, { headers: { 'user-agent': CRAWLER } })).text();
    expect(links(first, 'canonical')).toEqual([{ hreflang: null, href: `${other.origin}${path}` }]);
    const html = await (await request.get(path, { headers: { 'user-agent': CRAWLER } })).text();
    expect(links(html, 'canonical')).toEqual([{ hreflang: null, href: `${baseURL}${path}` }]);
    expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`);
    expect(html).not.toContain(other.origin);
  } finally {
    other.stop();
  }
});

test('every page names the brand icon, so browsers do not ask for a missing /favicon.ico', async ({ request }) => {
  for (const path of ['/', '/es/about/', '/no-such-page/']) {
    const html = await (await request.get(path)).text();
    const [icon] = links(html, 'icon');
    expect(icon?.href, path).toMatch(/^\/icon\.svg\?/);
    const response = await request.get(icon?.href ?? '/icon.svg');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  }
});
