import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { ImageVideoHero } from './ImageVideoHero';

describe('image_video_hero_component', () => {
  it('a video is muted and inline over its poster, under the page h1, with a pause/play button in the page language', async () => {
    const html = await renderHtml(
      <ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('Life at sea'), media: dam(sampleVideo), buttons: fx.linked('b_charter') })} />,
    );
    const video = html.match(/<video[^>]*>/)?.[0] ?? '';
    expect(video).toContain('muted=""');
    expect(video).toContain('playsInline=""');
    // It starts from the script once the browser says motion is welcome, never from the HTML (prefers-reduced-motion).
    expect(video).not.toContain('autoPlay');
    expect(html).toContain('aria-label="Play the video"');
    expect(video).toContain(`poster="${sampleVideo.videoPoster}"`);
    expect(html).toMatch(/<h1[^>]*class="[^"]*tw[^"]*"[^>]*><span>Life<\/span> <span>at<\/span> <span>sea<\/span><\/h1>/);
    expect(html).toContain('href="/yacht-charter/"');
    const es = await renderHtml(<ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('La vida en el mar'), media: dam(sampleVideo) }, 'es')} />);
    expect(es).toContain('aria-label="Reproducir el vídeo"');
  });

  it('an image loads at once; animation disabled leaves the headline as plain text (spec 3.10)', async () => {
    const html = await renderHtml(
      <ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('Al ancla'), media: dam(sampleImage), content_flags: fx.choice('animation_disabled') }, 'es')} />,
    );
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('Un superyate fondeado');
    expect(html).toMatch(/<h1[^>]*>Al ancla<\/h1>/);
  });
});
