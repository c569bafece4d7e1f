import { describe, expect, it } from 'vitest';
import { sitemapEntries, type SitemapPage, type SitemapSource } from './entries';

const page = (codename: string, slug: string, over: Partial<SitemapPage> = {}): SitemapPage => ({
  codename,
  slug,
  title: codename,
  kind: 'page',
  lastmod: '2026-11-20T10:00:00.000Z',
  priority: 0.5,
  noindex: false,
  ...over,
});

const SITE = 'https://www.example.com';

const source: SitemapSource = {
  pages: {
    en: [
      page('home', '/', { priority: 1 }),
      page('offices', '/offices-and-people'),
      page('search', '/search', { noindex: true }),
      page('charter', '/yachts-for-charter'),
      page('only_en', '/english-only'),
    ],
    es: [page('home', '/', { priority: 1 }), page('offices', '/oficinas-y-personas'), page('search', '/search', { noindex: true }), page('charter', '/yachts-for-charter')],
  },
  listings: { en: { '/yachts-for-charter': 3 }, es: { '/yachts-for-charter': 2 } },
};

describe('sitemap entries (spec 2.2, 3.1, 5.4)', () => {
  const en = sitemapEntries(source, 'en', SITE);
  const es = sitemapEntries(source, 'es', SITE);
  const at = (entries: typeof en, loc: string) => entries.find((e) => e.loc === loc);

  it('lists every indexable page at its canonical URL and leaves noindex pages out', () => {
    expect(en.map((e) => e.loc)).toContain('https://www.example.com/offices-and-people/');
    expect(es.map((e) => e.loc)).toContain('https://www.example.com/es/oficinas-y-personas/');
    expect(en.some((e) => e.loc.includes('/search'))).toBe(false);
  });

  it('pairs each language’s own slug, with x-default on the English page', () => {
    expect(at(es, 'https://www.example.com/es/oficinas-y-personas/')?.alternates).toEqual([
      { hreflang: 'en', href: 'https://www.example.com/offices-and-people/' },
      { hreflang: 'es', href: 'https://www.example.com/es/oficinas-y-personas/' },
      { hreflang: 'x-default', href: 'https://www.example.com/offices-and-people/' },
    ]);
    expect(at(en, 'https://www.example.com/english-only/')?.alternates).toEqual([]);
  });

  it('takes lastmod and priority from the item', () => {
    expect(at(en, 'https://www.example.com/')).toMatchObject({ lastmod: '2026-11-20T10:00:00.000Z', priority: 1 });
  });

  it('lists each page of a listing, with alternates only where the other language has that page', () => {
    expect(en.map((e) => e.loc).filter((l) => l.includes('yachts-for-charter'))).toEqual([
      'https://www.example.com/yachts-for-charter/',
      'https://www.example.com/yachts-for-charter/page/2/',
      'https://www.example.com/yachts-for-charter/page/3/',
    ]);
    expect(at(en, 'https://www.example.com/yachts-for-charter/page/2/')?.alternates.map((a) => a.href)).toContain('https://www.example.com/es/yachts-for-charter/page/2/');
    expect(at(en, 'https://www.example.com/yachts-for-charter/page/3/')?.alternates).toEqual([]);
  });
});
