// @vitest-environment happy-dom
/**
 * The editor's yacht search (spec 3.10) against the embedded engine (real index settings, records
 * from fixture yachts): what the search returns, and what a visitor sees.
 */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { fixtureCatalogue, fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { AlgoliaYachtGrid } from './AlgoliaYachtGrid';
import { load } from './load';

const gridProps = (query: string, extra: Record<string, unknown> = {}) => propsFor('algolia_yacht_grid_component', { query_string: fx.text(query), ...extra });

/** As the renderer does: the loader beside the component runs first, with the services the site injects. */
const render = async (elements: Record<string, unknown>) => {
  const props = propsFor('algolia_yacht_grid_component', elements);
  return renderDom(<AlgoliaYachtGrid {...props} data={await AlgoliaYachtGrid.load(props, fixtureServices())} />);
};

describe('algolia_yacht_grid_component search (spec 3.10)', () => {
  it("shows only the yachts of the editor's search, in their market view, with the total", async () => {
    const { cards, total } = await load(gridProps('m[content.type]=charter&r[content.loaMeter]=45:'), fixtureCatalogue());
    expect(cards.map((card) => [card.name, card.view]).sort()).toEqual([
      ['Aurora', 'charter'],
      ['Boreas', 'charter'],
    ]);
    expect(cards.every((card) => Number(card.length.m.replace(/[^\d.]/g, '')) >= 45)).toBe(true);
    expect(total).toBe(2);
  });

  it('shows hits_per_page cards but counts every hit for "View all"', async () => {
    const { cards, total } = await load(gridProps('m[content.type]=charter', { hits_per_page: fx.number(1) }), fixtureCatalogue());
    expect(cards).toHaveLength(1);
    expect(total).toBe(3);
  });

  it('a sorted search follows the replica: shortest first', async () => {
    const { cards } = await load(gridProps('m[content.type]=charter&s=length_asc'), fixtureCatalogue());
    expect(cards.map((card) => card.name)).toEqual(['Calypso', 'Aurora', 'Boreas']);
  });

  it('without a search client it fails with the message of spec 8.4', async () => {
    await expect(load(gridProps(''), fixtureCatalogue({ search: false }))).rejects.toThrow('Unable to setup Algolia Client. There is no APP_ID or API_KEY');
  });

  it('renders the cards, the chips and "View all" to the same search on /search', async () => {
    const grid = await render({
      query_string: fx.text('?r[content.loaMeter]=45:&m[content.type]=charter'),
      show_filters: fx.choice('yes'),
    });
    expect(grid.container.querySelectorAll('[data-yacht-card]')).toHaveLength(2);
    expect(grid.getByRole('link', { name: /View all 2 yachts/ }).getAttribute('href')).toBe('/search/?m%5Bcontent.type%5D=charter&r%5Bcontent.loaMeter%5D=45%3A');
    const chips = grid.getAllByRole('listitem').map((chip) => chip.textContent);
    expect(chips).toContain('Yachts for charter');
    expect(chips).toContain('Length: 45 m or more');
  });

  it('a search that finds one yacht links to it in the singular', async () => {
    const grid = await render({ query_string: fx.text('r[content.loaMeter]=60:') });
    expect(grid.container.querySelectorAll('[data-yacht-card]')).toHaveLength(1);
    expect(grid.getByRole('link', { name: /View the 1 yacht/ })).toBeTruthy();
  });

  it('a search that finds nothing renders nothing', async () => {
    expect((await render({ query_string: fx.text('r[content.loaMeter]=500:') })).container.childNodes).toHaveLength(0);
  });
});
