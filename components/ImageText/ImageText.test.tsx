import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { ImageText } from './ImageText';

describe('image_text_component', () => {
  it('image and text: the image moves to the side the editor chose', () => {
    const elements = {
      title: fx.text('Crew'),
      text: fx.richText('<p>Hand-picked crews.</p>'),
      image: dam(sampleImage),
    };
    const right = renderToStaticMarkup(
      <ImageText {...propsFor('image_text_component', elements)} renderRichText={renderRichText} />,
    );
    const left = renderToStaticMarkup(
      <ImageText
        {...propsFor('image_text_component', { ...elements, image_position: fx.choice('left') })}
        renderRichText={renderRichText}
      />,
    );
    expect(right).toContain('md:order-last');
    expect(left).not.toContain('md:order-last');
    expect(right).toContain('Hand-picked crews.');
    expect(right).toContain('loading="lazy"');
  });
});
