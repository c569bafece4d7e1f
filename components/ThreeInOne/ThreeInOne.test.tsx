import { describe, expect, it } from 'vitest';
import { fx, item } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ThreeInOne } from './ThreeInOne';

const fourth = item('list_item', 'entry_four', { title: fx.text('Fourth') });

describe('three_in_one_component', () => {
  it('three tiles; a tile with the default link # (spec 9.6) is not a link, one with a path is', async () => {
    const html = await renderHtml(
      <ThreeInOne {...propsFor('three_in_one_component', { items: fx.linked(...entryCodenames, 'entry_four') }, 'es', { linked: [...listEntries, fourth] })} />,
    );
    expect(html.match(/class="t3-tile"/g)).toHaveLength(3);
    expect(html).not.toContain('Fourth');
    expect(html).toContain('<a href="/es/destinations/">Itinerary</a>');
    expect(html).not.toContain('href="#"');
  });
});
