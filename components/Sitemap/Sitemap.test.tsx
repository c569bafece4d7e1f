// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import type { SitemapPage } from '../../schema/sitemap/entries';
import { wordsOf } from '../../schema/words';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor, wordsIn } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { load } from './load';
import { Sitemap } from './Sitemap';

const page = (slug: string, title: string, kind: SitemapPage['kind']): SitemapPage => ({ codename: slug, slug, title, kind, noindex: false, lastmod: '2026-11-20T10:00:00.000Z', priority: 0.5 });
const pages = [
  page('/yacht-charter', 'Yacht charter', 'page'),
  page('/yachts-for-charter', 'Yachts for charter', 'page'),
  page('/yacht-for-charter/aurora', 'Aurora', 'charter-yacht'),
  page('/news-detail/launch', 'A launch', 'news'),
];
const services = {
  ...fixtureServices(),
  pageTree: async () => ({
    menu: {
      enquiry: { text: 'Enquire', href: '/contact/', external: false },
      items: [
        {
          text: 'Charter',
          href: '/yacht-charter/',
          groups: [{ heading: 'Yachts', href: null, links: [{ text: 'All charter yachts', href: '/yachts-for-charter/', external: false }] }],
          yachts: [],
          teasers: [],
        },
      ],
    },
    pages,
  }),
};

describe('sitemap_component (spec 2.2 HTML sitemap)', () => {
  it('shows the menu’s sections with their pages, then the other pages by kind, all as plain links', async () => {
    const props = propsFor('sitemap_component', { title: fx.text('All pages') });
    const sitemap = await renderDom(<Sitemap {...props} data={await load(props, services)} />);
    expect(sitemap.getByRole('heading', { level: 2, name: 'All pages' })).toBeTruthy();
    const section = sitemap.getByRole('heading', { level: 3, name: 'Charter' });
    expect(section.querySelector('a')?.getAttribute('href')).toBe('/yacht-charter/');
    expect(sitemap.getByRole('link', { name: 'All charter yachts' }).getAttribute('href')).toBe('/yachts-for-charter/');
    expect(sitemap.getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe('/yacht-for-charter/aurora/');
    expect(sitemap.getByRole('heading', { level: 3, name: wordsOf(wordsIn('en'), 'sitemap.kinds').news })).toBeTruthy();
  });

  it('speaks the page’s language', async () => {
    const props = propsFor('sitemap_component', {}, 'es');
    const sitemap = await renderDom(<Sitemap {...props} data={await load(props, services)} />);
    const words = wordsOf(wordsIn('es'), 'sitemap');
    expect(sitemap.getByRole('heading', { level: 2, name: words.title })).toBeTruthy();
    expect(sitemap.getByRole('heading', { level: 3, name: words.kinds['charter-yacht'] })).toBeTruthy();
    expect(sitemap.getByRole('link', { name: 'Aurora' }).getAttribute('href')).toBe('/es/yacht-for-charter/aurora/');
  });
});
