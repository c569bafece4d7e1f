// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HorizontalList } from './HorizontalList';

describe('horizontal_list_component', () => {
  it('shows the entries in one row, with their pictures loading lazily', async () => {
    const page = await renderDom(<HorizontalList {...propsFor('horizontal_list_component', { headline: fx.text('Services'), items: fx.linked(...entryCodenames) }, 'en', { linked: listEntries })} />);
    const row = page.getByRole('list', { name: 'Services' });
    // A keyboard can reach the row to scroll it.
    expect(row.getAttribute('tabindex')).toBe('0');
    expect(row.querySelectorAll(':scope > li')).toHaveLength(3);
    expect(page.getByRole('heading', { level: 3, name: 'Crew' })).toBeTruthy();
    const pictures = [...page.container.querySelectorAll('img')];
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.every((picture) => picture.getAttribute('loading') === 'lazy')).toBe(true);
  });
});
