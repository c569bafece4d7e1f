// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Spacer } from './Spacer';

describe('spacer_component', () => {
  it('spacer: the four sizes have different heights', async () => {
    const heights: string[] = [];
    for (const size of ['extra_small', 'small', 'medium', 'large']) {
      const { container } = await renderDom(<Spacer {...propsFor('spacer_component', { size: fx.choice(size) })} />);
      // The height is the spacer's class (the stylesheet's), and it says nothing to a reader.
      expect(container.textContent).toBe('');
      heights.push(container.firstElementChild?.className ?? '');
    }
    expect(new Set(heights).size).toBe(4);
  });
});
