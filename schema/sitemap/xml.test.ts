import { describe, expect, it } from 'vitest';
import { validateSitemap } from '../../testing/sitemap-schema';
import { sitemapEntries, type SitemapPage, type SitemapSource } from './entries';
import { indexXml, sitemapFileXml } from './files';
import { escapeXml, localeSitemapFile, parseLocaleSitemapFile, sitemapIndexXml, splitEntries, urlsetXml } from './xml';

const SITE = 'https://www.example.com';
const page = (i: number): SitemapPage => ({
  codename: `p${i}`,
  slug: `/yacht-for-charter/yacht-${i}`,
  title: `Yacht ${i}`,
  kind: 'charter-yacht',
  lastmod: '2026-11-20T10:00:00.000Z',
  priority: 0.5,
  noindex: false,
});
const source = (n: number): SitemapSource => ({
  pages: { en: Array.from({ length: n }, (_, i) => page(i)), es: Array.from({ length: n }, (_, i) => page(i)) },
  listings: {},
});

describe('sitemap XML (spec 2.2, sitemaps.org protocol)', () => {
  it('a locale sitemap with alternates and the index validate against the sitemaps.org schemas', async () => {
    const urls = splitEntries(sitemapEntries(source(3), 'es', SITE))[0] ?? [];
    const urlset = urlsetXml(urls);
    expect(urlset).toContain('hreflang="x-default"');
    expect(await validateSitemap(urlset)).toEqual({ valid: true, errors: [] });
    const index = sitemapIndexXml([{ loc: `${SITE}/en-sitemap.xml`, lastmod: '2026-11-20T10:00:00.000Z' }]);
    expect(await validateSitemap(index)).toEqual({ valid: true, errors: [] });
  });

  it('the schema check fails on what the protocol refuses (can fail)', async () => {
    const bad = urlsetXml(['<url><loc>https://www.example.com/</loc><priority>2</priority></url>\n']);
    const check = await validateSitemap(bad);
    expect(check.valid).toBe(false);
    expect(check.errors.join('\n')).toMatch(/priority/);
  });

  it('splits a locale into numbered files under a small limit, each within it', async () => {
    const files = splitEntries(sitemapEntries(source(7), 'en', SITE), { urls: 3, bytes: 50 * 1024 * 1024 });
    expect(files.map((f) => f.length)).toEqual([3, 3, 1]);
    for (const f of files) expect((await validateSitemap(urlsetXml(f))).valid).toBe(true);
    const byBytes = splitEntries(sitemapEntries(source(4), 'en', SITE), { urls: 50_000, bytes: 1200 });
    expect(byBytes.length).toBeGreaterThan(1);
    for (const f of byBytes) expect(new TextEncoder().encode(urlsetXml(f)).length).toBeLessThanOrEqual(1200);
  });

  it('names parts: the first keeps the plain name, later ones are numbered; other names are no file', () => {
    expect([1, 2, 12].map((n) => localeSitemapFile('en', n))).toEqual(['en-sitemap.xml', 'en-sitemap-2.xml', 'en-sitemap-12.xml']);
    expect(parseLocaleSitemapFile('es-sitemap-2.xml', ['en', 'es'])).toEqual({ locale: 'es', part: 2 });
    expect(parseLocaleSitemapFile('es-sitemap.xml', ['en', 'es'])).toEqual({ locale: 'es', part: 1 });
    for (const bad of ['fr-sitemap.xml', 'en-sitemap-1.xml', 'en-sitemap-01.xml', 'en-sitemap-x.xml']) expect(parseLocaleSitemapFile(bad, ['en', 'es'])).toBeNull();
  });

  it('escapes what XML reserves', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});

describe('sitemap files (spec 2.2)', () => {
  it('the index lists each locale once under the protocol limits, and numbered parts when a locale passes a small limit', async () => {
    const src = source(7);
    expect([...indexXml(src, SITE).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/en-sitemap.xml`, `${SITE}/es-sitemap.xml`]);
    const small = { urls: 3, bytes: 50 * 1024 * 1024 };
    const index = indexXml(src, SITE, small);
    const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(listed).toEqual(['en-sitemap.xml', 'en-sitemap-2.xml', 'en-sitemap-3.xml', 'es-sitemap.xml', 'es-sitemap-2.xml', 'es-sitemap-3.xml'].map((f) => `${SITE}/${f}`));
    expect((await validateSitemap(index)).valid).toBe(true);
    // Every file the index lists answers, together holding every URL once; the next number is no file.
    const locs = ['en-sitemap.xml', 'en-sitemap-2.xml', 'en-sitemap-3.xml'].flatMap((f) => [...(sitemapFileXml(f, src, SITE, small) ?? '').matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(new Set(locs).size).toBe(7);
    expect(sitemapFileXml('en-sitemap-4.xml', src, SITE, small)).toBeNull();
    expect(sitemapFileXml('index-sitemap.xml', src, SITE, small)).toBe(index);
  });
});
