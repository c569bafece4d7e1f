/**
 * Behind a CDN: cacheable responses name their cache tags and set no cookie, the
 * visitor's country currency still reaches the page through a private endpoint, bots and visitors
 * get the very same cached page, and the error pages that differ for them are never kept by a
 * shared cache.
 */
import { expect, test } from '@playwright/test';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const sharedCacheable = (headers: Record<string, string>): boolean => {
  const cacheControl = headers['cache-control'] ?? '';
  return !/private|no-store/.test(cacheControl) && /s-maxage|public|max-age=[1-9]/.test(cacheControl);
};
const tokens = (value: string | undefined, separator: string): string[] => (value ?? '').split(separator).filter(Boolean);

test.describe('what a CDN sees', () => {
  test('a cached page names its tags in Cache-Tag and Surrogate-Key, and sets no cookie even for a CDN country', async ({ request }) => {
    for (const [path, pageTag] of [
      ['/yacht-charter/', 'page:en:/yacht-charter'],
      ['/es/oficinas-y-personas/', 'page:es:/oficinas-y-personas'],
    ] as const) {
      const response = await request.get(path, { headers: { 'user-agent': BROWSER, 'cf-ipcountry': 'GB' } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(sharedCacheable(headers), path).toBe(true);
      expect(headers['set-cookie'], path).toBeUndefined();
      const locale = pageTag.split(':')[1];
      const expected = ['content', 'pages', pageTag, `config:menu_configuration:${locale}`, `config:footer_configuration:${locale}`];
      expect(tokens(headers['cache-tag'], ',').toSorted(), path).toEqual(expected.toSorted());
      expect(tokens(headers['surrogate-key'], ' ').toSorted(), path).toEqual(expected.toSorted());
    }
  });

  test('a CMS redirect is tagged too, so a publish can purge it', async ({ request }) => {
    const response = await request.get('/charter/', { maxRedirects: 0, headers: { 'user-agent': BROWSER } });
    expect([301, 308]).toContain(response.status());
    expect(tokens(response.headers()['cache-tag'], ',')).toEqual(['content', 'redirects']);
  });

  test('the country currency reaches a first-time visitor through the private endpoint (spec 9.1)', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'cf-ipcountry': 'GB' } });
    try {
      const page = await context.newPage();
      const country = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/country/');
      await page.goto('/yacht-charter/');
      const answer = await country;
      expect(answer.headers()['cache-control']).toBe('private, no-store');
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'gbp');
      // The cookie it set spares the next page the request and shows pounds before the first paint.
      expect((await context.cookies()).find((cookie) => cookie.name === 'country_currency')?.value).toBe('gbp');
      let asked = false;
      page.on('request', (request) => (asked ||= new URL(request.url()).pathname === '/api/country/'));
      await page.goto('/es/oficinas-y-personas/');
      await expect(page.locator('html')).toHaveAttribute('data-currency', 'gbp');
      expect(asked).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('bots and visitors get the very same cached page', async ({ request }) => {
    for (const path of ['/yacht-charter/', '/es/']) {
      const visitor = await request.get(path, { headers: { 'user-agent': BROWSER } });
      const bot = await request.get(path, { headers: { 'user-agent': BOT } });
      expect(visitor.status(), path).toBe(200);
      expect(bot.status(), path).toBe(200);
      expect(await bot.text(), path).toBe(await visitor.text());
    }
  });

  test('the 404 page, which differs for bots, is never kept by a shared cache and names no tags', async ({ request }) => {
    const visitor = await request.get('/no-such-yacht-page/', { headers: { 'user-agent': BROWSER } });
    const bot = await request.get('/no-such-yacht-page/', { headers: { 'user-agent': BOT } });
    for (const response of [visitor, bot]) {
      expect(response.status()).toBe(404);
      expect(sharedCacheable(response.headers())).toBe(false);
      expect(response.headers()['cache-control']).toMatch(/private|no-store/);
      expect(response.headers()['cache-tag']).toBeUndefined();
    }
    expect(await bot.text()).not.toBe(await visitor.text());
  });
});
