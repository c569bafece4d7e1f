import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ActionBar } from './ActionBar';

describe('action_bar_component', () => {
  it('a navy bar with its line and at most two buttons', async () => {
    const html = await renderHtml(<ActionBar {...propsFor('action_bar_component', { text: fx.text('¿Listo para su chárter?'), buttons: fx.linked('b_charter', 'b_sale') }, 'es')} />);
    expect(html).toContain('class="ab-row"');
    expect(html).toContain('¿Listo para su chárter?');
    expect(html.match(/<a [^>]*class="btn/g)).toHaveLength(2);
    expect(html).toContain('href="/es/yachts-for-sale/"');
  });
});
