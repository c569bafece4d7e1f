import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { Spacer } from './Spacer';

describe('spacer_component', () => {
  it('spacer: the four sizes have different heights', () => {
    const heights = ['extra_small', 'small', 'medium', 'large'].map((size) =>
      renderToStaticMarkup(<Spacer {...propsFor('spacer_component', { size: fx.choice(size) })} />),
    );
    expect(new Set(heights).size).toBe(4);
  });
});
