// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { List } from './List';

const render = (extra: Record<string, unknown> = {}) =>
  renderDom(<List {...propsFor('list_component', { headline: fx.text('Included'), items: fx.linked(...entryCodenames), ...extra }, 'en', { linked: listEntries })} />);

describe('list_component', () => {
  it('a bulleted list of its entries under its headline; a linked entry is a link', async () => {
    const page = await render();
    expect(page.getByRole('heading', { level: 2, name: 'Included' })).toBeTruthy();
    expect(page.getByRole('list').tagName).toBe('UL');
    expect(page.getAllByRole('listitem')).toHaveLength(3);
    expect(page.getByRole('link', { name: 'Itinerary' }).getAttribute('href')).toBe('/destinations/');
  });

  it('numbers style is an ordered list', async () => {
    expect((await render({ style: fx.choice('numbers') })).getByRole('list').tagName).toBe('OL');
  });
});
