// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { charterPage, salePage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { YdpMedia } from './YdpMedia';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const element = (page = charterPage()) => <YdpMedia {...propsFor('ydp_media_component', {}, 'en', { page, linked: [sampleYachtItem] })} />;
const render = (page = charterPage()) => renderDom(element(page));

describe('ydp_media_component', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('holds a lazy poster under a play link to the file, and no video, until the visitor asks (spec 3.6)', async () => {
    const page = await render();
    expect(page.container.querySelector('video')).toBeNull();
    expect(page.container.querySelector('[autoplay]')).toBeNull();
    expect(page.getByRole('link', { name: /^Play the video/ }).getAttribute('href')).toBe('/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.mp4');
    const poster = page.container.querySelector('img');
    expect(poster?.getAttribute('src')).toMatch(/cruising-poster\.jpg\?p=yacht-thumbnail$/);
    expect(poster?.getAttribute('srcset')).toMatch(/cruising-poster\.jpg\?p=yacht-thumbnail-large 960w/);
    expect(poster?.getAttribute('sizes')).not.toBe('');
    expect([poster?.getAttribute('alt'), poster?.getAttribute('loading')]).toEqual(['', 'lazy']);
  });

  it('asked, it puts the video in place and starts it: controls, captions from WebVTT, no poster fetched at full size (spec 3.6)', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const host = (await render()).container;
    await act(async () => {
      createRoot(host).render(element());
    });
    const link = host.querySelector<HTMLAnchorElement>('a[data-video-on-request]');
    await act(async () => link?.click());
    const video = host.querySelector('video');
    expect(video?.getAttribute('preload')).toBe('none');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(video?.hasAttribute('poster')).toBe(false);
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.mp4');
    expect(video?.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe('/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.vtt');
    expect(host.querySelector('[data-video-on-request]')).toBeNull();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("the sale page's video is the one flagged for sale (spec 3.5)", async () => {
    expect((await render(salePage())).getByRole('link', { name: /^Play the video/ }).getAttribute('href')).toMatch(/walkthrough\.mp4$/);
  });

  it('renders nothing without a video', async () => {
    expect((await render(charterPage(null))).container.childNodes).toHaveLength(0);
  });
});
