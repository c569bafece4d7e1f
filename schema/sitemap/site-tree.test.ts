import { describe, expect, it } from 'vitest';
import type { Navigation } from '../navigation/types';
import type { SitemapPage } from './entries';
import { siteTree } from './site-tree';

const page = (slug: string, title: string, kind: SitemapPage['kind'] = 'page', noindex = false): SitemapPage => ({
  codename: slug,
  slug,
  title,
  kind,
  noindex,
  lastmod: '2026-11-20T10:00:00.000Z',
  priority: 0.5,
});
const link = (text: string, href: string, external = false) => ({ text, href, external });

const menu: Navigation = {
  enquiry: link('Enquire', '/contact/'),
  items: [
    {
      text: 'Charter',
      href: '/yacht-charter/',
      groups: [
        {
          heading: 'Find a yacht',
          href: '/yachts-for-charter/',
          links: [link('Destinations', '/destinations/'), link('Crew network', 'https://crew.example.com/', true), link('Gone', '/unpublished/')],
        },
      ],
      yachts: [],
      teasers: [],
    },
  ],
};

const pages = [
  page('/yacht-charter', 'Yacht charter'),
  page('/yachts-for-charter', 'Yachts for charter'),
  page('/destinations', 'Destinations'),
  page('/yacht-for-charter/zephyr', 'Zephyr', 'charter-yacht'),
  page('/yacht-for-charter/aurora', 'Aurora', 'charter-yacht'),
  page('/yacht-for-charter/boreas', 'Boreas', 'charter-yacht'),
  page('/news-detail/launch', 'A launch', 'news'),
  page('/search', 'Search', 'page', true),
  page('/privacy-policy', 'Privacy policy'),
];

describe('HTML sitemap tree (spec 2.2)', () => {
  const tree = siteTree({ menu, pages, locale: 'en', max: 2 });

  it('keeps the main menu’s sections and lists the published pages their panels link', () => {
    expect(tree.menu).toEqual([
      {
        heading: 'Charter',
        href: '/yacht-charter/',
        links: [
          { text: 'Find a yacht', href: '/yachts-for-charter/' },
          { text: 'Destinations', href: '/destinations/' },
        ],
      },
    ]);
  });

  it('lists every other indexable page by kind, a page published tomorrow included; noindex pages are left out', () => {
    const kinds = Object.fromEntries(tree.kinds.map((k) => [k.kind, k]));
    expect(kinds.page?.links).toEqual([{ text: 'Privacy policy', href: '/privacy-policy/' }]);
    expect(kinds.news?.links.map((l) => l.href)).toEqual(['/news-detail/launch/']);
    const withNew = siteTree({ menu, pages: [...pages, page('/news-detail/tomorrow', 'Tomorrow', 'news')], locale: 'en', max: 2 });
    expect(withNew.kinds.find((k) => k.kind === 'news')?.links.map((l) => l.href)).toContain('/news-detail/tomorrow/');
    expect(JSON.stringify(tree)).not.toContain('/search/');
  });

  it('shows the first pages of a large kind by title and links its listing for the rest', () => {
    expect(tree.kinds.find((k) => k.kind === 'charter-yacht')).toEqual({
      kind: 'charter-yacht',
      links: [
        { text: 'Aurora', href: '/yacht-for-charter/aurora/' },
        { text: 'Boreas', href: '/yacht-for-charter/boreas/' },
      ],
      total: 3,
      listing: '/yachts-for-charter/',
    });
  });

  it('uses Spanish paths for the Spanish page', () => {
    const es = siteTree({ menu: null, pages: [page('/oficinas-y-personas', 'Oficinas y personas')], locale: 'es' });
    expect(es.kinds[0]?.links).toEqual([{ text: 'Oficinas y personas', href: '/es/oficinas-y-personas/' }]);
  });
});
