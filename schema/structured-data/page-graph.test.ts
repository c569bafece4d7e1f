import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../kontent';
import { toPageResult, type PageResult } from '../page';
import { jsonLdText, pageGraph, type PageGraphInput } from './page-graph';

const text = (value: string) => ({ type: 'text', name: 'x', value });
const taxonomy = (codename: string) => ({ type: 'taxonomy', name: 'x', taxonomy_group: 'page_type', value: [{ name: codename, codename }] });
const date = (value: string) => ({ type: 'date_time', name: 'x', value, display_timezone: null });

const pageOf = (elements: ContentItem['elements']): PageResult => {
  const result = toPageResult({
    system: { id: 'id-1', name: 'P', codename: 'page_p', language: 'en', type: 'page', last_modified: '2026-11-02T03:04:05.000Z' },
    elements: {
      title: text('A title'),
      url_slug: { type: 'url_slug', name: 'URL', value: '/p' },
      components: { type: 'modular_content', name: 'Components', value: [] },
      description: text('What the page is about'),
      ...elements,
    },
  });
  if (!result.ok) throw new Error(result.problem);
  return result.page;
};

const SITE = 'https://www.example.com';
const input = (page: PageResult, over: Partial<PageGraphInput> = {}): PageGraphInput => ({
  page,
  url: `${SITE}/p/`,
  title: page.title,
  siteUrl: SITE,
  siteName: 'Halcyon Yachts',
  image: `${SITE}/media/u/p.jpg?w=1200&h=630&q=65&force_format=jpeg`,
  breadcrumbs: [],
  ...over,
});

type Node = Record<string, unknown> & { '@type': string };
const nodes = (graph: ReturnType<typeof pageGraph>): Node[] => JSON.parse(jsonLdText(graph))['@graph'];
const ofType = (graph: ReturnType<typeof pageGraph>, type: string): Node | undefined => nodes(graph).find((n) => n['@type'] === type);

describe('structured data (spec 2.5)', () => {
  it('every page has the general page schema: url, name, description', () => {
    const webPage = ofType(pageGraph(input(pageOf({}))), 'WebPage');
    expect(webPage).toEqual({ '@type': 'WebPage', url: `${SITE}/p/`, name: 'A title', description: 'What the page is about' });
  });

  it('a page without a canonical link (compare) names no URL', () => {
    expect(ofType(pageGraph(input(pageOf({}), { url: null })), 'WebPage')).toEqual({ '@type': 'WebPage', name: 'A title', description: 'What the page is about' });
  });

  it('news is a NewsArticle with what Google’s Article docs ask for: headline, image, dates, author, publisher', () => {
    const graph = pageGraph(input(pageOf({ page_type: taxonomy('news'), og_content_type: text('article') })));
    const article = ofType(graph, 'NewsArticle');
    expect(article).toMatchObject({ headline: 'A title', image: [expect.stringContaining('w=1200')], datePublished: '2026-11-02T03:04:05.000Z', dateModified: '2026-11-02T03:04:05.000Z' });
    expect(article?.author).toMatchObject({ '@type': 'Organization', name: 'Halcyon Yachts', url: `${SITE}/` });
    expect(article?.publisher).toMatchObject({ '@type': 'Organization', name: 'Halcyon Yachts', logo: `${SITE}/icon.svg` });
    const editorial = ofType(pageGraph(input(pageOf({ page_type: taxonomy('editorials') }))), 'Article');
    expect(editorial?.headline).toBe('A title');
  });

  it('events carry name, start and end dates and a location with its address', () => {
    const graph = pageGraph(
      input(pageOf({ page_type: taxonomy('events'), start_date: date('2027-09-10T09:00:00Z'), end_date: date('2027-09-13T18:00:00Z'), address_organization: text('Port Hercule, Monaco') })),
    );
    expect(ofType(graph, 'Event')).toMatchObject({
      name: 'A title',
      startDate: '2027-09-10T09:00:00Z',
      endDate: '2027-09-13T18:00:00Z',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Port Hercule, Monaco' } },
    });
  });

  it('destinations carry the destination SEO data', () => {
    const graph = pageGraph(
      input(
        pageOf({
          page_type: taxonomy('destinations'),
          destination_name: text(' Amalfi Coast '),
          latitude: { type: 'number', name: 'x', value: 40.6 },
          longitude: { type: 'number', name: 'x', value: 14.6 },
        }),
      ),
    );
    expect(ofType(graph, 'TouristDestination')).toMatchObject({ name: 'Amalfi Coast', description: 'What the page is about', geo: { latitude: 40.6, longitude: 14.6 } });
  });

  it('a breadcrumb list where breadcrumbs show, positions from 1; none on a page without them; none of the others on yachts', () => {
    const crumbs = [
      { name: 'Home', url: `${SITE}/` },
      { name: 'News', url: `${SITE}/yachting-news/` },
      { name: 'A title', url: `${SITE}/p/` },
    ];
    const list = ofType(pageGraph(input(pageOf({}), { breadcrumbs: crumbs })), 'BreadcrumbList');
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${SITE}/yachting-news/` },
      { '@type': 'ListItem', position: 3, name: 'A title' },
    ]);
    expect(ofType(pageGraph(input(pageOf({}))), 'BreadcrumbList')).toBeUndefined();
    expect(nodes(pageGraph(input(pageOf({ page_type: taxonomy('yachts') })))).map((n) => n['@type'])).toEqual(['WebPage']);
  });

  it('a CMS title with </script> or <!-- cannot leave the script element, and still reads back as typed', () => {
    const title = 'Yachts </script><script>alert(1)</script> <!-- \u2028 & more';
    const json = jsonLdText(pageGraph(input(pageOf({ title: text(title) }))));
    expect(json).not.toMatch(/<\/script|<!--|<script/i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)['@graph'][0].name).toBe(title);
  });
});
