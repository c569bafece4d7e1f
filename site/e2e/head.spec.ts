import { expect, test } from '@playwright/test';

/** The href of every <link> with this rel (and hreflang, when given) in raw HTML. */
const links = (html: string, rel: string): { hreflang: string | null; href: string }[] =>
  [...html.matchAll(/<link\b[^>]*>/gi)].flatMap(([tag]) => {
    if (!new RegExp(`\\srel="${rel}"`, 'i').test(tag)) return [];
    const href = /\shref="([^"]*)"/i.exec(tag)?.[1];
    return href === undefined ? [] : [{ hreflang: /\shreflang="([^"]*)"/i.exec(tag)?.[1] ?? null, href }];
  });
const meta = (html: string, property: string): string | undefined =>
  new RegExp(`<meta[^>]*property="${property}"[^>]*content="([^"]*)"`, 'i').exec(html)?.[1];

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
