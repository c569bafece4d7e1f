// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { Headline } from './Headline';

describe('headline_component', () => {
  it('headline: the chosen level, the jump-to anchor id and the position', async () => {
    const page = await renderDom(
      <Headline
        {...propsFor('headline_component', {
          text: fx.text('Our fleet'),
          level: fx.choice('h3'),
          position: fx.choice('left'),
          jump_to_anchor: fx.text('fleet'),
        })}
      />,
    );
    const heading = page.getByRole('heading', { level: 3, name: 'Our fleet' });
    expect(heading.id).toBe('fleet');
    expect(heading.closest('.text-left')).not.toBeNull();
  });
});
