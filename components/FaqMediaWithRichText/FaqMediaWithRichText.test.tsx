// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderRichText } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { FaqMediaWithRichText } from './FaqMediaWithRichText';

const text = fx.richText('<p>The APA pays for fuel and food.</p>');

describe('faq_media_with_rich_text', () => {
  it('the picture sits on the chosen side with its caption in the page language', async () => {
    const left = await renderDom(
      <FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleImage), media_position: fx.choice('left') }, 'es')} renderRichText={renderRichText} />,
    );
    expect(left.container.querySelector('.md\\:order-last')).toBeNull();
    expect(left.getByRole('img', { name: sampleImage.alt.es })).toBeTruthy();
    expect(left.getByRole('figure').querySelector('figcaption')?.textContent).toBe(sampleImage.description.es);
    expect(left.getByText('The APA pays for fuel and food.')).toBeTruthy();
    const right = await renderDom(<FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleImage) })} renderRichText={renderRichText} />);
    expect(right.container.querySelector('.md\\:order-last')).not.toBeNull();
  });

  it('plays a video muted with its poster', async () => {
    const { container } = await renderDom(<FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleVideo) })} renderRichText={renderRichText} />);
    const video = container.querySelector('video');
    expect(video?.muted || video?.hasAttribute('muted')).toBe(true);
    expect(video?.getAttribute('poster')).toBe(sampleVideo.videoPoster);
  });
});
