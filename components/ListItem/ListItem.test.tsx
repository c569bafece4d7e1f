// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ListItem } from './ListItem';

describe('list_item', () => {
  it('on its own: a titled paragraph; an external link opens in a new tab (spec 2.14)', async () => {
    const page = await renderDom(<ListItem {...propsFor('list_item', { title: fx.text('Crew network'), text: fx.text('Jobs at sea'), link: fx.text('https://crew.example.com') })} />);
    const link = page.getByRole('link', { name: 'Crew network' });
    expect(link.getAttribute('href')).toBe('https://crew.example.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('nofollow noopener noreferrer');
    expect(page.getByText('Jobs at sea')).toBeTruthy();
  });
});
