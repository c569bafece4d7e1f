// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { StoryBlock } from './StoryBlock';

describe('story_block_component', () => {
  it('a picture beside its label, title, text and button; the picture on the right when chosen', async () => {
    const props = propsFor(
      'story_block_component',
      {
        label: fx.text('1990'),
        title: fx.text('Una primera oficina'),
        text: fx.richText('<p>Dos brókeres.</p>'),
        media: dam(sampleImage),
        media_position: fx.choice('right'),
        buttons: fx.linked('b_charter'),
      },
      'es',
    );
    const page = await renderDom(<StoryBlock {...props} renderRichText={renderRichText} />);
    expect(page.container.querySelector('.sb-r')).not.toBeNull();
    expect(page.getByText('1990').tagName).toBe('P');
    expect(page.getByRole('heading', { level: 2, name: 'Una primera oficina' })).toBeTruthy();
    expect(page.getByText('Dos brókeres.')).toBeTruthy();
    expect(page.getByRole('img', { name: 'Un superyate fondeado frente a Mallorca' })).toBeTruthy();
    expect(page.getByRole('link').getAttribute('href')).toBe('/es/yacht-charter/');
  });
});
