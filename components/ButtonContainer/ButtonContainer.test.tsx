import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { ButtonContainer } from './ButtonContainer';

describe('button_container_component', () => {
  it('button container: buttons in order with their themes and localised links', () => {
    const html = renderToStaticMarkup(
      <ButtonContainer
        {...propsFor(
          'button_container_component',
          { alignment: fx.choice('center'), buttons: fx.linked('b_charter', 'b_sale') },
          'es',
        )}
      />,
    );
    expect(html).toMatch(
      /href="\/es\/yacht-charter\/".*Charter a yacht.*href="\/es\/yachts-for-sale\/".*Yachts for sale/,
    );
    expect(html).toContain('justify-center');
  });
});
