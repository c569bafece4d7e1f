import { expect, test } from '@playwright/test';

const noFollow = { maxRedirects: 0 } as const;

/** A response a shared cache may keep: public s-maxage, or anything not marked private/no-store. */
const sharedCacheable = (headers: Record<string, string>): boolean => {
  const cacheControl = headers['cache-control'] ?? '';
  return !/private|no-store/.test(cacheControl) && /s-maxage|public|max-age=[1-9]/.test(cacheControl);
};

const varies = (headers: Record<string, string>, name: string): boolean => (headers['vary'] ?? '').split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase());

test.describe('spec 2.1, 9.4 what a shared cache may keep', () => {
  test('the 302 from / to the browser language sets the cookie, says what it varies by and is private', async ({ request }) => {
    const response = await request.get('/', { ...noFollow, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(response.status()).toBe(302);
    const headers = response.headers();
    expect(headers['set-cookie']).toContain('i18n_redirected=es');
    expect(headers['cache-control']).toMatch(/private/);
    expect(headers['cache-control']).toMatch(/no-store/);
    expect(varies(headers, 'Cookie')).toBe(true);
    expect(varies(headers, 'Accept-Language')).toBe(true);
  });

  test('the English home at / depends on cookie and language, so no cache may store it', async ({ request }) => {
    const visitors: Record<string, string>[] = [{ 'accept-language': 'en-GB' }, { cookie: 'i18n_redirected=en', 'accept-language': 'es' }];
    for (const headersIn of visitors) {
      const response = await request.get('/', { ...noFollow, headers: headersIn });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(sharedCacheable(headers)).toBe(false);
      // Next 16 replaces a page's Vary with its own (vercel/next.js#85999): no-store stands in for it.
      expect(headers['cache-control']).toMatch(/private/);
      expect(headers['cache-control']).toMatch(/no-store/);
    }
  });

  test('pages a shared cache keeps carry no cookie and do not depend on the language header', async ({ request }) => {
    for (const path of ['/es/', '/en/', '/yacht-charter/', '/es/oficinas-y-personas/']) {
      const english = await request.get(path, { ...noFollow, headers: { 'accept-language': 'en' } });
      const spanish = await request.get(path, { ...noFollow, headers: { 'accept-language': 'es', cookie: 'i18n_redirected=es' } });
      expect(english.status(), path).toBe(200);
      expect(spanish.status(), path).toBe(200);
      for (const response of [english, spanish]) {
        expect(sharedCacheable(response.headers()), path).toBe(true);
        expect(response.headers()['set-cookie'], path).toBeUndefined();
      }
      const lang = (html: string) => /<html[^>]*\slang="(\w+)"/.exec(html)?.[1];
      expect(lang(await spanish.text())).toBe(lang(await english.text()));
    }
  });

  test('the language switch stores the choice on a private response (spec 2.1)', async ({ request }) => {
    const response = await request.get('/api/switch-locale/?to=es&path=/about/', noFollow);
    expect(response.status()).toBe(302);
    expect(response.headers()['set-cookie']).toContain('i18n_redirected=es');
    expect(sharedCacheable(response.headers())).toBe(false);
    expect(response.headers()['cache-control']).toMatch(/private/);
  });
});
