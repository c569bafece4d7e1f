// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx, item } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ThreeInOne } from './ThreeInOne';

const fourth = item('list_item', 'entry_four', { title: fx.text('Fourth') });

describe('three_in_one_component', () => {
  it('three tiles; a tile with the default link # (spec 9.6) is not a link, one with a path is', async () => {
    const page = await renderDom(<ThreeInOne {...propsFor('three_in_one_component', { items: fx.linked(...entryCodenames, 'entry_four') }, 'es', { linked: [...listEntries, fourth] })} />);
    expect(page.container.querySelectorAll('.t3-tile')).toHaveLength(3);
    expect(page.queryByText('Fourth')).toBeNull();
    expect(page.getByRole('link', { name: 'Itinerary' }).getAttribute('href')).toBe('/es/destinations/');
    expect(page.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('#');
  });
});
