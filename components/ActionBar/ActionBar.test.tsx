// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ActionBar } from './ActionBar';

describe('action_bar_component', () => {
  it('a navy bar with its line and at most two buttons', async () => {
    const bar = await renderDom(<ActionBar {...propsFor('action_bar_component', { text: fx.text('¿Listo para su chárter?'), buttons: fx.linked('b_charter', 'b_sale') }, 'es')} />);
    expect(bar.container.querySelector('.ab-row')).not.toBeNull();
    expect(bar.getByText('¿Listo para su chárter?')).toBeTruthy();
    const buttons = bar.getAllByRole('link');
    expect(buttons).toHaveLength(2);
    expect(bar.getByRole('link', { name: 'Yachts for sale' }).getAttribute('href')).toBe('/es/yachts-for-sale/');
  });
});
