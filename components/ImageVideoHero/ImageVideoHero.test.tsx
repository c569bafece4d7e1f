// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { dam, fx, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { ImageVideoHero } from './ImageVideoHero';

describe('image_video_hero_component', () => {
  it('a video is muted and inline over its poster, under the page h1, with a pause/play button in the page language', async () => {
    const page = await renderDom(<ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('Life at sea'), media: dam(sampleVideo), buttons: fx.linked('b_charter') })} />);
    const video = page.container.querySelector('video');
    expect(video?.hasAttribute('muted')).toBe(true);
    expect(video?.hasAttribute('playsinline')).toBe(true);
    // It starts from the script once the browser says motion is welcome, never from the HTML (prefers-reduced-motion).
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(page.getByRole('button', { name: 'Play the video' })).toBeTruthy();
    expect(video?.getAttribute('poster')).toBe(sampleVideo.videoPoster);
    const headline = page.getByRole('heading', { level: 1, name: 'Life at sea' });
    expect([...headline.children].map((word) => [word.tagName, word.textContent])).toEqual([
      ['SPAN', 'Life'],
      ['SPAN', 'at'],
      ['SPAN', 'sea'],
    ]);
    expect(page.getByRole('link', { name: 'Charter a yacht' }).getAttribute('href')).toBe('/yacht-charter/');
    const es = await renderDom(<ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('La vida en el mar'), media: dam(sampleVideo) }, 'es')} />);
    expect(es.getByRole('button', { name: 'Reproducir el vídeo' })).toBeTruthy();
  });

  it('an image loads at once; animation disabled leaves the headline as plain text (spec 3.10)', async () => {
    const page = await renderDom(
      <ImageVideoHero {...propsFor('image_video_hero_component', { headline: fx.text('Al ancla'), media: dam(sampleImage), content_flags: fx.choice('animation_disabled') }, 'es')} />,
    );
    expect(page.getByRole('img', { name: /^Un superyate fondeado/ }).getAttribute('fetchpriority')).toBe('high');
    expect(page.getByRole('heading', { level: 1, name: 'Al ancla' }).children).toHaveLength(0);
  });
});
