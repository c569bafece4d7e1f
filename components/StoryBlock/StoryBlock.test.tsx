import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { StoryBlock } from './StoryBlock';

describe('story_block_component', () => {
  it('a picture beside its label, title, text and button; the picture on the right when chosen', async () => {
    const props = propsFor(
      'story_block_component',
      { label: fx.text('1990'), title: fx.text('Una primera oficina'), text: fx.richText('<p>Dos brókeres.</p>'), media: dam(sampleImage), media_position: fx.choice('right'), buttons: fx.linked('b_charter') },
      'es',
    );
    const html = await renderHtml(<StoryBlock {...props} renderRichText={renderRichText} />);
    expect(html).toContain('class="pg-full sb sb-r"');
    expect(html).toMatch(/<p class="sb-label">1990<\/p>/);
    expect(html).toMatch(/<h2[^>]*>Una primera oficina<\/h2>/);
    expect(html).toContain('Dos brókeres.');
    expect(html).toContain('alt="Un superyate fondeado frente a Mallorca"');
    expect(html).toContain('href="/es/yacht-charter/"');
  });
});
