// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { sampleImage, sampleVideo } from '../../schema/fixtures';
import { toMediaItem } from '../../schema/media';
import { renderDom } from '../../testing/dom';
import { Media } from './Media';
import { mediaUrl } from './media-url';

const image = toMediaItem(sampleImage, 'es');

describe('Media (spec 3.6)', () => {
  it('spec 3.6: an image has a srcset of media-host widths with quality, width/height against layout shift, and the locale alt', async () => {
    const picture = (await renderDom(<Media media={image} sizes="50vw" />)).getByRole('img', { name: sampleImage.alt.es });
    for (const w of [480, 768, 1024, 1440, 1920]) expect(picture.getAttribute('srcset')).toContain(`${sampleImage.url}?w=${w}&q=75 ${w}w`);
    expect(['sizes', 'width', 'height'].map((name) => picture.getAttribute(name))).toEqual(['50vw', '2400', '1600']);
  });

  it('below the fold images load lazily and decode async; a priority image loads at once with high fetch priority', async () => {
    const lazy = (await renderDom(<Media media={image} />)).getByRole('img');
    expect([lazy.getAttribute('loading'), lazy.getAttribute('decoding'), lazy.hasAttribute('fetchpriority')]).toEqual(['lazy', 'async', false]);
    const eager = (await renderDom(<Media media={image} priority />)).getByRole('img');
    expect(eager.getAttribute('fetchpriority')).toBe('high');
    expect(eager.getAttribute('loading')).not.toBe('lazy');
  });

  it('spec 5: only a priority picture with a crop preloads its crop; a later slide of the same cover waits for the browser', async () => {
    const crop = { aspect: 0.75, media: '(max-aspect-ratio: 66/100)', sizes: '66vh' };
    const preloads = async (priority: boolean) => (await renderDom(<Media media={image} fill crop={crop} priority={priority} />)).container.querySelectorAll('link[rel="preload"]');
    expect(await preloads(true)).toHaveLength(1);
    expect(await preloads(false)).toHaveLength(0);
  });

  it('no widths larger than the original are requested', async () => {
    const small = toMediaItem({ ...sampleImage, width: 800, height: 600 }, 'en');
    const srcset = (await renderDom(<Media media={small} />)).getByRole('img').getAttribute('srcset');
    expect(srcset).toContain('w=768');
    expect(srcset).not.toContain('w=1024');
  });

  it('spec 3.6: a video renders muted, looping, inline, with its poster, and never autoplays from the HTML', async () => {
    const video = (await renderDom(<Media media={toMediaItem(sampleVideo, 'en')} />)).container.querySelector('video');
    expect(['muted', 'controls', 'loop', 'playsinline', 'autoplay'].map((name) => video?.hasAttribute(name))).toEqual([true, true, true, true, false]);
    expect(video?.getAttribute('poster')).toBe(sampleVideo.videoPoster);
    const source = video?.querySelector('source');
    expect([source?.getAttribute('src'), source?.getAttribute('type')]).toEqual([sampleVideo.url, 'video/mp4']);
  });

  it('WCAG 2.2.2: a background video (with its pause words) waits for the browser on the server and shows a labelled play button', async () => {
    const page = await renderDom(<Media media={toMediaItem(sampleVideo, 'en')} videoLabels={{ pause: 'Pause', play: 'Play' }} />);
    const video = page.container.querySelector('video');
    expect([video?.hasAttribute('autoplay'), video?.hasAttribute('controls')]).toEqual([false, false]);
    expect(video?.getAttribute('poster')).toBe(sampleVideo.videoPoster);
    expect(page.getByRole('button', { name: 'Play' }).getAttribute('type')).toBe('button');
  });

  it('spec 7.3: media URLs keep an existing query and hash', () => {
    expect(mediaUrl('/media/a/b.jpg?p=yacht-feature#x', { w: 480, q: 75 })).toBe('/media/a/b.jpg?p=yacht-feature&w=480&q=75#x');
  });
});
