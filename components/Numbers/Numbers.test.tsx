// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Numbers } from './Numbers';
import { BigNumbers } from '../BigNumbers/BigNumbers';

describe('numbers_component, big_numbers_component', () => {
  it('numbers and big numbers: figures with prefix, unit and caption', async () => {
    const numbers = await renderDom(
      <Numbers
        {...propsFor('numbers_component', {
          headline: fx.text('In numbers'),
          style: fx.choice('inverted'),
          items: fx.linked('n_sold', 'n_offices'),
        })}
      />,
    );
    expect(numbers.container.querySelector('.bg-navy')).not.toBeNull();
    expect(numbers.container.textContent).toMatch(/\+.*1,200.*yachts.*sold since 1990.*16.*offices worldwide/);
    const big = await renderDom(<BigNumbers {...propsFor('big_numbers_component', { headline: fx.text('Since 1990'), items: fx.linked('n_sold') })} renderRichText={renderRichText} />);
    expect(big.container.textContent).toMatch(/Since 1990.*1,200/);
  });
});
