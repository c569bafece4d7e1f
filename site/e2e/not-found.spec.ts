import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Text of the first element with this tag in raw HTML, tags stripped. */
const textOf = (html: string, tag: string): string | undefined => new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`).exec(html)?.[1]?.replace(/<[^>]+>/g, '');

test.describe('spec 2.3, 2.12 the 404 page in the server HTML', () => {
  test('an unknown path answers 404 with the error page already in the HTML, titled, in English', async ({ request }) => {
    const response = await request.get('/no-such-yacht-page/');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    expect(textOf(html, 'title')).toBe('Halcyon Yachts - Error 404');
    expect(textOf(html, 'h1')).toBe('404');
    expect(textOf(html, 'h2')).toBe('Page not found: /no-such-yacht-page/');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Go to the homepage<\/a>/);
  });

  test('an unknown Spanish path is a Spanish 404 page with lang="es"', async ({ request }) => {
    const response = await request.get('/es/no-existe/');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="es"/);
    expect(textOf(html, 'title')).toBe('Halcyon Yachts - Error 404');
    expect(textOf(html, 'h2')).toBe('Página no encontrada: /es/no-existe/');
  });

  test('bots get the 404 status and the page language, but no error page (spec 2.12)', async ({ request }) => {
    const response = await request.get('/no-such-yacht-page/', { headers: { 'user-agent': BOT } });
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]*\slang="en"/);
    for (const text of ['Page not found', 'Error 404', 'Go to the homepage']) expect(html).not.toContain(text);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a visitor still reads the 404 page and can go home', async ({ page }) => {
      const response = await page.goto('/no-such-yacht-page/');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText('Page not found: /no-such-yacht-page/');
      await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    });
  });
});

/** Files under `dir` changed since `since` whose path or (small) content mentions `marker`. */
const filesMentioning = (dir: string, since: number, marker: string): string[] => {
  const found: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      try {
        const stat = statSync(full);
        if (stat.mtimeMs < since) continue;
        if (full.includes(marker) || (stat.size < 2_000_000 && readFileSync(full, 'utf8').includes(marker))) found.push(full);
      } catch {
        // replaced by the server meanwhile (temporary file of a cache write)
      }
    }
  };
  walk(dir);
  return found;
};

test.describe('unknown paths cost no disk', () => {
  test('made-up URLs leave no page or data cache entry, while pages stay cached', async ({ request }, testInfo) => {
    const since = Date.now() - 1000;
    const marker = `probe-${testInfo.project.name}-${since}`;
    for (const prefix of ['', '/es', '/en']) {
      for (let i = 0; i < 5; i += 1) {
        const response = await request.get(`${prefix}/${marker}-${i}/deeper/`);
        expect(response.status()).toBe(404);
        expect(response.headers()['x-nextjs-cache']).toBeUndefined();
        expect(response.headers()['cache-control']).toMatch(/no-store/);
      }
      const bot = await request.get(`${prefix}/${marker}-bot/`, { headers: { 'user-agent': BOT } });
      expect(bot.status()).toBe(404);
    }
    expect(filesMentioning(path.join(process.cwd(), 'site', '.next'), since, marker)).toEqual([]);

    // A page is still rendered once and then served from the cache (ISR).
    await request.get('/yacht-charter/');
    const cached = await request.get('/yacht-charter/');
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expect(cached.headers()['cache-control']).toMatch(/s-maxage=\d+/);
  });
});
