import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { HighlightCopy } from './HighlightCopy';

describe('highlight_copy_component', () => {
  it('picks the highlight out of the copy, and rises into view unless animation is disabled', async () => {
    const html = await renderHtml(
      <HighlightCopy {...propsFor('highlight_copy_component', { headline: fx.text('Nuestra promesa'), copy: fx.text('Respondemos en un día.'), highlight: fx.text('en un día') }, 'es')} />,
    );
    expect(html).toContain('Nuestra promesa');
    expect(html).toContain('Respondemos <strong>en un día</strong>.');
    expect(html).toContain('class="mo"');
    const still = await renderHtml(<HighlightCopy {...propsFor('highlight_copy_component', { copy: fx.text('Calm.'), content_flags: fx.choice('animation_disabled') })} />);
    expect(still).not.toContain('class="mo"');
  });
});
