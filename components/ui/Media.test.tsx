import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../schema/fixtures';
import { toMediaItem } from '../../schema/media';
import { renderHtml } from '../../testing/component-kit';
import { Media } from './Media';
import { mediaUrl } from './media-url';

const image = toMediaItem(sampleImage, 'es');

describe('Media (spec 3.6)', () => {
  it('spec 3.6: an image has a srcset of media-host widths with quality, width/height against layout shift, and the locale alt', () => {
    const html = renderToStaticMarkup(<Media media={image} sizes="50vw" />);
    for (const w of [480, 768, 1024, 1440, 1920]) expect(html).toContain(`${sampleImage.url}?w=${w}&amp;q=75 ${w}w`);
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="2400"');
    expect(html).toContain('height="1600"');
    expect(html).toContain(`alt="${sampleImage.alt.es}"`);
  });

  it('below the fold images load lazily and decode async; a priority image loads at once with high fetch priority', () => {
    const lazy = renderToStaticMarkup(<Media media={image} />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('decoding="async"');
    expect(lazy).not.toContain('fetchPriority');
    const eager = renderToStaticMarkup(<Media media={image} priority />);
    expect(eager).toContain('fetchPriority="high"');
    expect(eager).not.toContain('loading="lazy"');
  });

  it('no widths larger than the original are requested', () => {
    const small = toMediaItem({ ...sampleImage, width: 800, height: 600 }, 'en');
    const html = renderToStaticMarkup(<Media media={small} />);
    expect(html).toContain('w=768');
    expect(html).not.toContain('w=1024');
  });

  it('spec 3.6: a video renders muted, looping, inline, with its poster, and never autoplays from the HTML', () => {
    const html = renderToStaticMarkup(<Media media={toMediaItem(sampleVideo, 'en')} />);
    expect(html).toMatch(/<video[^>]* muted=""[^>]* controls=""[^>]* loop=""[^>]* playsInline=""/);
    expect(html).not.toContain('autoPlay');
    expect(html).toContain(`poster="${sampleVideo.videoPoster}"`);
    expect(html).toContain(`<source src="${sampleVideo.url}" type="video/mp4"/>`);
  });

  it('WCAG 2.2.2: a background video (with its pause words) waits for the browser on the server and shows a labelled play button', async () => {
    const html = await renderHtml(<Media media={toMediaItem(sampleVideo, 'en')} videoLabels={{ pause: 'Pause', play: 'Play' }} />);
    expect(html).not.toContain('autoPlay');
    expect(html).not.toContain('controls');
    expect(html).toContain(`poster="${sampleVideo.videoPoster}"`);
    expect(html).toMatch(/<button type="button" class="bgv-btn" aria-label="Play">/);
  });

  it('spec 7.3: media URLs keep an existing query and hash', () => {
    expect(mediaUrl('/media/a/b.jpg?p=yacht-feature#x', { w: 480, q: 75 })).toBe(
      '/media/a/b.jpg?p=yacht-feature&w=480&q=75#x',
    );
  });
});
