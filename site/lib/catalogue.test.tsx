/**
 * The catalogue types against the embedded engine (real index settings, records from fixture
 * yachts): what each search returns, and what a visitor sees once the registry renders it.
 */
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { algoliaYachtGridComponent } from '../../schema/components/algolia_yacht_grid_component';
import { dynamicGridComponent } from '../../schema/components/dynamic_grid_component';
import { sliderYachtRecommendationComponent } from '../../schema/components/slider_yacht_recommendation_component';
import { charterPage, ghostPage } from '../../schema/components/yacht-page.fixtures-kit';
import { mapItem, type PageContext } from '../../schema/define';
import { fixtureItem, fx } from '../../schema/fixtures';
import { RenderComponents } from '../../renderer/render/RenderComponents';
import { loadDynamicGrid, loadRecommendations, loadYachtGrid } from './catalogue';
import { fixtureCatalogue } from './catalogue.test-kit';

vi.mock('./catalogue-sources', async () => ({ catalogueSources: (await import('./catalogue.test-kit')).fixtureCatalogue() }));

const ref = { id: 'i', name: 'Grid', codename: 'grid', type: 'algolia_yacht_grid_component' };
const gridProps = (query: string, extra: Record<string, unknown> = {}) => {
  const mapped = mapItem(algoliaYachtGridComponent, { query_string: fx.text(query), ...extra }, { locale: 'en', item: ref, linkedItems: {} });
  if (!mapped.ok) throw new Error('grid did not map');
  return mapped.props;
};

const render = async (type: string, elements: Record<string, unknown>, page?: PageContext) => {
  const { components } = await import('../registry');
  const { prelude } = await prerender(
    <RenderComponents items={[fixtureItem('algolia_yacht_grid_component', { name: type, elements }, )].map((item) => ({ ...item, system: { ...item.system, type } }))} linkedItems={{}} components={components} locale="en" page={page} preview={false} />,
  );
  return new Response(prelude).text();
};

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('algolia_yacht_grid_component search (spec 3.10)', () => {
  it('shows only the yachts of the editor\'s search, in their market view, with the total', async () => {
    const { cards, total } = await loadYachtGrid(gridProps('m[content.type]=charter&r[content.loaMeter]=45:'), fixtureCatalogue());
    expect(cards.map((card) => [card.name, card.view]).sort()).toEqual([['Aurora', 'charter'], ['Boreas', 'charter']]);
    expect(cards.every((card) => Number(card.length.m.replace(/[^\d.]/g, '')) >= 45)).toBe(true);
    expect(total).toBe(2);
  });

  it('shows hits_per_page cards but counts every hit for "View all"', async () => {
    const { cards, total } = await loadYachtGrid(gridProps('m[content.type]=charter', { hits_per_page: fx.number(1) }), fixtureCatalogue());
    expect(cards).toHaveLength(1);
    expect(total).toBe(3);
  });

  it('a sorted search follows the replica: shortest first', async () => {
    const { cards } = await loadYachtGrid(gridProps('m[content.type]=charter&s=length_asc'), fixtureCatalogue());
    expect(cards.map((card) => card.name)).toEqual(['Calypso', 'Aurora', 'Boreas']);
  });

  it('without a search client it fails with the message of spec 8.4', async () => {
    await expect(loadYachtGrid(gridProps(''), fixtureCatalogue({ search: false }))).rejects.toThrow('Unable to setup Algolia Client. There is no APP_ID or API_KEY');
  });

  it('renders the cards, the chips and "View all" to the same search on /search', async () => {
    const html = await render('algolia_yacht_grid_component', {
      query_string: fx.text('?r[content.loaMeter]=45:&m[content.type]=charter'),
      show_filters: fx.choice('yes'),
    });
    expect(html.match(/data-yacht-card=/g)).toHaveLength(2);
    expect(html).toContain('View all 2 yachts');
    expect(html).toContain('href="/search/?m%5Bcontent.type%5D=charter&amp;r%5Bcontent.loaMeter%5D=45%3A"');
    expect(html).toContain('>Yachts for charter</li>');
    expect(html).toContain('>Length: 45 m or more</li>');
  });

  it('a search that finds one yacht links to it in the singular', async () => {
    const html = await render('algolia_yacht_grid_component', { query_string: fx.text('r[content.loaMeter]=60:') });
    expect(html.match(/data-yacht-card=/g)).toHaveLength(1);
    expect(html).toContain('View the 1 yacht');
  });

  it('a search that finds nothing renders nothing', async () => {
    expect(await render('algolia_yacht_grid_component', { query_string: fx.text('r[content.loaMeter]=500:') })).toBe('');
  });
});

describe('dynamic_grid_component (spec 9.2 dynamic grid categories)', () => {
  const props = (order: string) => {
    const mapped = mapItem(dynamicGridComponent, { category: fx.choice('news'), order: fx.choice(order) }, { locale: 'en', item: ref, linkedItems: {} });
    if (!mapped.ok) throw new Error('grid did not map');
    return mapped.props;
  };

  it('newest first, or most popular first', async () => {
    expect((await loadDynamicGrid(props('newest'), fixtureCatalogue())).map((card) => card.title)).toEqual(['Newer story', 'Middle story', 'Older story']);
    expect((await loadDynamicGrid(props('popular'), fixtureCatalogue())).map((card) => card.title)).toEqual(['Older story', 'Middle story', 'Newer story']);
  });

  it('renders cards with picture, date and a link to the story', async () => {
    const html = await render('dynamic_grid_component', { category: fx.choice('news'), count: fx.number(2) });
    expect(html.match(/data-dynamic-card="news"/g)).toHaveLength(2);
    expect(html).toContain('href="/news/newer"');
    expect(html).toContain('May 20, 2026');
    expect(html).toContain('alt="Newer story picture"');
  });
});

describe('slider_yacht_recommendation_component (Recommend related-products)', () => {
  const props = (page: PageContext) => {
    const mapped = mapItem(sliderYachtRecommendationComponent, {}, { locale: 'en', item: ref, linkedItems: {}, page });
    if (!mapped.ok) throw new Error('slider did not map');
    return mapped.props;
  };

  it('related yachts of the page\'s market view, never the yacht itself', async () => {
    const cards = await loadRecommendations(props(charterPage), fixtureCatalogue());
    expect(cards.map((card) => card.name).sort()).toEqual(['Boreas', 'Calypso']);
    expect(cards.every((card) => card.view === 'charter' && card.href?.startsWith('/yacht-for-charter/'))).toBe(true);
  });

  it('a yacht without a record (a ghost) has no recommendations, and the page shows nothing', async () => {
    expect(await loadRecommendations(props(ghostPage), fixtureCatalogue())).toEqual([]);
    expect(await render('slider_yacht_recommendation_component', {}, ghostPage)).toBe('');
  });

  it('renders the related yachts as linked cards under the default title', async () => {
    const html = await render('slider_yacht_recommendation_component', {}, charterPage);
    expect(html).toContain('Similar yachts');
    expect(html).toContain('href="/yacht-for-charter/boreas/"');
    expect(html).toContain('href="/yacht-for-charter/calypso/"');
  });
});
