import { expect, test } from '@playwright/test';
import { previewLink } from '../../testing/preview-grant';

const noFollow = { maxRedirects: 0 } as const;

test.describe('spec 2.1 locale routing', () => {
  test('home renders in English unprefixed and in Spanish under /es/', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await page.goto('/es/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('contentinfo')).toContainText('todos los derechos reservados');
  });

  test('a menu page renders in both languages with different text', async ({ page }) => {
    await page.goto('/yacht-charter/');
    const english = await page.locator('main').innerText();
    await page.goto('/es/yacht-charter/');
    const spanish = await page.locator('main').innerText();
    expect(english.length).toBeGreaterThan(300);
    expect(spanish.length).toBeGreaterThan(300);
    expect(spanish).not.toEqual(english);
  });

  test('/en/... serves the page with the unprefixed canonical link', async ({ page }) => {
    const response = await page.goto('/en/yacht-charter/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/yacht-charter\/$/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).not.toContain('/en/');
  });

  test('at / the browser language chooses Spanish with a 302 and a 365-day cookie', async ({ request }) => {
    const response = await request.get('/', { ...noFollow, headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/es\/$/);
    const cookie = response.headers()['set-cookie'] ?? '';
    expect(cookie).toContain('i18n_redirected=es');
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });

  test('at / the cookie wins over the browser language', async ({ request }) => {
    const response = await request.get('/', {
      ...noFollow,
      headers: { 'accept-language': 'es-ES,es;q=0.9', cookie: 'i18n_redirected=en' },
    });
    expect(response.status()).toBe(200);
  });

  test('the language is only detected at /, never on other unprefixed pages', async ({ request }) => {
    const response = await request.get('/yacht-charter/', { ...noFollow, headers: { 'accept-language': 'es' } });
    expect(response.status()).toBe(200);
  });

  test('the language switch goes to the same page in Spanish and stores the choice', async ({ page, context }) => {
    await page.goto('/offices-and-people/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/es\/oficinas-y-personas\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('es');
  });

  test('the language switch ignores codes other than en and es', async ({ request }) => {
    const response = await request.get('/api/switch-locale/?to=fr&path=/about/', noFollow);
    expect(response.status()).toBe(302);
    expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe('/about/');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('the language switch never redirects off-site', async ({ request }) => {
    const response = await request.get('/api/switch-locale/?to=es&path=//evil.example/x', noFollow);
    expect(new URL(response.headers()['location'] ?? '').host).toMatch(/^localhost/);
  });
});

test.describe('spec 2.3 route rules', () => {
  test('a path without trailing slash redirects, keeping the query', async ({ request }) => {
    const response = await request.get('/yacht-charter?season=summer&x=1', noFollow);
    expect([301, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/yacht-charter\/\?season=summer&x=1$/);
  });

  test('an unknown path is a 404 page naming the path', async ({ page }) => {
    const response = await page.goto('/no-such-yacht-page/');
    expect(response?.status()).toBe(404);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('404');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText('Page not found: /no-such-yacht-page/');
    await expect(page).toHaveTitle('Halcyon Yachts - Error 404');
    await expect(page.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Stacktrace Log (Hidden in Production)')).toHaveCount(0);
  });

  test('bots get the 404 status without an error page (spec 2.12)', async ({ request }) => {
    const response = await request.get('/no-such-yacht-page/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('Page not found');
  });

  test('a CMS redirect to a path is followed (301)', async ({ request }) => {
    const response = await request.get('/charter/', noFollow);
    expect([301, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/yacht-charter\/$/);
    // Exactly one Location header: crawlers refuse a doubled one (vercel/next.js#82117).
    expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toHaveLength(1);
  });

  test('a CMS redirect keeps the locale of the path it answers', async ({ request }) => {
    const response = await request.get('/es/charter/', noFollow);
    expect([301, 308]).toContain(response.status());
    expect(response.headers()['location']).toMatch(/\/es\/yacht-charter\/$/);
  });

  test('a CMS redirect to an absolute URL leaves the site', async ({ request }) => {
    const response = await request.get('/crew-network/', noFollow);
    expect([302, 307]).toContain(response.status());
    expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'location')).toEqual([{ name: 'location', value: 'https://crew.halcyonyachts.example/' }]);
  });

  test('preview=true shows drafts; any other value does not', async ({ page }) => {
    // The editor's link grants the drafts; the grant then rides on the cookie.
    await page.goto(previewLink('/about/'));
    const draftTitle = await page.title();
    await page.goto('/about/?preview=yes');
    expect(await page.title()).not.toEqual(draftTitle);
  });
});
