import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ListItem } from './ListItem';

describe('list_item', () => {
  it('on its own: a titled paragraph; an external link opens in a new tab (spec 2.14)', async () => {
    const html = await renderHtml(<ListItem {...propsFor('list_item', { title: fx.text('Crew network'), text: fx.text('Jobs at sea'), link: fx.text('https://crew.example.com') })} />);
    expect(html).toContain('<a href="https://crew.example.com" target="_blank" rel="nofollow noopener noreferrer">Crew network</a>');
    expect(html).toContain('Jobs at sea');
  });
});
