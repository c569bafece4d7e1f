import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { Headline } from './Headline';

describe('headline_component', () => {
  it('headline: the chosen level, the jump-to anchor id and the position', () => {
    const html = renderToStaticMarkup(
      <Headline
        {...propsFor('headline_component', {
          text: fx.text('Our fleet'),
          level: fx.choice('h3'),
          position: fx.choice('left'),
          jump_to_anchor: fx.text('fleet'),
        })}
      />,
    );
    expect(html).toMatch(/<h3 id="fleet"[^>]*>Our fleet<\/h3>/);
    expect(html).toContain('text-left');
  });
});
