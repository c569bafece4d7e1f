import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderHtml, renderRichText } from '../../testing/component-kit';
import { FaqMediaWithRichText } from './FaqMediaWithRichText';

const text = fx.richText('<p>The APA pays for fuel and food.</p>');

describe('faq_media_with_rich_text', () => {
  it('the picture sits on the chosen side with its caption in the page language', async () => {
    const left = await renderHtml(<FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleImage), media_position: fx.choice('left') }, 'es')} renderRichText={renderRichText} />);
    const right = await renderHtml(<FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleImage) })} renderRichText={renderRichText} />);
    expect(left).not.toContain('md:order-last');
    expect(right).toContain('md:order-last');
    expect(left).toContain(`alt="${sampleImage.alt.es}"`);
    expect(left).toContain(`<figcaption class="faq-cap">${sampleImage.description.es}</figcaption>`);
    expect(left).toContain('The APA pays for fuel and food.');
  });

  it('plays a video muted with its poster', async () => {
    const html = await renderHtml(<FaqMediaWithRichText {...propsFor('faq_media_with_rich_text', { text, dam_media: dam(sampleVideo) })} renderRichText={renderRichText} />);
    expect(html).toContain('<video');
    expect(html).toContain(`poster="${sampleVideo.videoPoster}"`);
  });
});
