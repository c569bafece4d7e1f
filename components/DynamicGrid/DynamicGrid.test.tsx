// @vitest-environment happy-dom
/** dynamic_grid_component (spec 9.2) against the embedded engine over fixture news records. */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { fixtureCatalogue, fixtureServices } from '../../testing/catalogue';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { DynamicGrid } from './DynamicGrid';
import { load } from './load';

describe('dynamic_grid_component (spec 9.2 dynamic grid categories)', () => {
  const props = (order: string) => propsFor('dynamic_grid_component', { category: fx.choice('news'), order: fx.choice(order) });

  it('newest first, or most popular first', async () => {
    expect((await load(props('newest'), fixtureCatalogue())).map((card) => card.title)).toEqual(['Newer story', 'Middle story', 'Older story']);
    expect((await load(props('popular'), fixtureCatalogue())).map((card) => card.title)).toEqual(['Older story', 'Middle story', 'Newer story']);
  });

  it('renders cards with picture, date and a link to the story', async () => {
    const grid = propsFor('dynamic_grid_component', { category: fx.choice('news'), count: fx.number(2) });
    const page = await renderDom(<DynamicGrid {...grid} data={await DynamicGrid.load(grid, fixtureServices())} />);
    expect(page.container.querySelectorAll('[data-dynamic-card="news"]')).toHaveLength(2);
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('/news/newer');
    expect(page.getByText('May 20, 2026')).toBeTruthy();
    expect(page.getByRole('img', { name: 'Newer story picture' })).toBeTruthy();
  });
});
