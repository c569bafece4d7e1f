import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { Numbers } from './Numbers';
import { BigNumbers } from '../BigNumbers/BigNumbers';

describe('numbers_component, big_numbers_component', () => {
  it('numbers and big numbers: figures with prefix, unit and caption', () => {
    const numbers = renderToStaticMarkup(
      <Numbers
        {...propsFor('numbers_component', {
          headline: fx.text('In numbers'),
          style: fx.choice('inverted'),
          items: fx.linked('n_sold', 'n_offices'),
        })}
      />,
    );
    expect(numbers).toContain('bg-navy');
    expect(numbers).toMatch(/\+.*1,200.*yachts.*sold since 1990.*16.*offices worldwide/);
    const big = renderToStaticMarkup(
      <BigNumbers
        {...propsFor('big_numbers_component', { headline: fx.text('Since 1990'), items: fx.linked('n_sold') })}
        renderRichText={renderRichText}
      />,
    );
    expect(big).toMatch(/Since 1990.*1,200/);
  });
});
