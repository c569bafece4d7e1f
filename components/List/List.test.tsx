import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { entryCodenames, listEntries } from '../../schema/components/list-item.fixtures-kit';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { List } from './List';

const render = (extra: Record<string, unknown> = {}) =>
  renderHtml(<List {...propsFor('list_component', { headline: fx.text('Included'), items: fx.linked(...entryCodenames), ...extra }, 'en', { linked: listEntries })} />);

describe('list_component', () => {
  it('a bulleted list of its entries under its headline; a linked entry is a link', async () => {
    const html = await render();
    expect(html).toMatch(/<h2[^>]*>Included<\/h2>/);
    expect(html).toMatch(/<ul class="ls">(<li>.*?<\/li>){3}<\/ul>/);
    expect(html).toContain('<a href="/destinations/">Itinerary</a>');
  });

  it('numbers style is an ordered list', async () => {
    expect(await render({ style: fx.choice('numbers') })).toContain('<ol class="ls ls-n">');
  });
});
