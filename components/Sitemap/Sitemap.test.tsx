import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import type { SitemapPage } from '../../schema/sitemap/entries';
import { wordsOf } from '../../schema/words';
import { fixtureServices } from '../../testing/catalogue';
import { propsFor, renderHtml, wordsIn } from '../../testing/component-kit';
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
      items: [{ text: 'Charter', href: '/yacht-charter/', groups: [{ heading: 'Yachts', href: null, links: [{ text: 'All charter yachts', href: '/yachts-for-charter/', external: false }] }], yachts: [], teasers: [] }],
    },
    pages,
  }),
};

describe('sitemap_component (spec 2.2 HTML sitemap)', () => {
  it('shows the menu’s sections with their pages, then the other pages by kind, all as plain links', async () => {
    const props = propsFor('sitemap_component', { title: fx.text('All pages') });
    const html = await renderHtml(<Sitemap {...props} data={await load(props, services)} />);
    expect(html).toContain('>All pages</h2>');
    expect(html).toMatch(/<h3[^>]*><a href="\/yacht-charter\/">Charter<\/a><\/h3>/);
    expect(html).toContain('<a href="/yachts-for-charter/">All charter yachts</a>');
    expect(html).toContain('<a href="/yacht-for-charter/aurora/">Aurora</a>');
    expect(html).toContain(`>${wordsOf(wordsIn('en'), 'sitemap.kinds').news}</h3>`);
  });

  it('speaks the page’s language', async () => {
    const props = propsFor('sitemap_component', {}, 'es');
    const html = await renderHtml(<Sitemap {...props} data={await load(props, services)} />);
    const words = wordsOf(wordsIn('es'), 'sitemap');
    expect(html).toContain(`>${words.title}</h2>`);
    expect(html).toContain(`>${words.kinds['charter-yacht']}</h3>`);
    expect(html).toContain('href="/es/yacht-for-charter/aurora/"');
  });
});
