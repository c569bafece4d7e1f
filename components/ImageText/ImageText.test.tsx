// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ImageText } from './ImageText';

describe('image_text_component', () => {
  it('image and text: the image moves to the side the editor chose', async () => {
    const elements = {
      title: fx.text('Crew'),
      text: fx.richText('<p>Hand-picked crews.</p>'),
      image: dam(sampleImage),
    };
    const right = await renderDom(<ImageText {...propsFor('image_text_component', elements)} renderRichText={renderRichText} />);
    const left = await renderDom(<ImageText {...propsFor('image_text_component', { ...elements, image_position: fx.choice('left') })} renderRichText={renderRichText} />);
    expect(right.container.querySelector('.md\\:order-last')).not.toBeNull();
    expect(left.container.querySelector('.md\\:order-last')).toBeNull();
    expect(right.getByText('Hand-picked crews.')).toBeTruthy();
    expect(right.getByRole('img').getAttribute('loading')).toBe('lazy');
  });
});
