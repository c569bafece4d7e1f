// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HighlightCopy } from './HighlightCopy';

describe('highlight_copy_component', () => {
  it('picks the highlight out of the copy, and rises into view unless animation is disabled', async () => {
    const page = await renderDom(
      <HighlightCopy {...propsFor('highlight_copy_component', { headline: fx.text('Nuestra promesa'), copy: fx.text('Respondemos en un día.'), highlight: fx.text('en un día') }, 'es')} />,
    );
    expect(page.getByText('Nuestra promesa')).toBeTruthy();
    const highlight = page.getByText('en un día');
    expect(highlight.tagName).toBe('STRONG');
    expect(highlight.parentElement?.textContent).toBe('Respondemos en un día.');
    expect(page.container.querySelector('.mo')).not.toBeNull();
    const still = await renderDom(<HighlightCopy {...propsFor('highlight_copy_component', { copy: fx.text('Calm.'), content_flags: fx.choice('animation_disabled') })} />);
    expect(still.container.querySelector('.mo')).toBeNull();
  });
});
