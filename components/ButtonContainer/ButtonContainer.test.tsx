// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ButtonContainer } from './ButtonContainer';

describe('button_container_component', () => {
  it('button container: buttons in order with their themes and localised links', async () => {
    const page = await renderDom(<ButtonContainer {...propsFor('button_container_component', { alignment: fx.choice('center'), buttons: fx.linked('b_charter', 'b_sale') }, 'es')} />);
    expect(page.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Charter a yacht', '/es/yacht-charter/'],
      ['Yachts for sale', '/es/yachts-for-sale/'],
    ]);
    expect(page.container.querySelector('.justify-center')).not.toBeNull();
  });
});
