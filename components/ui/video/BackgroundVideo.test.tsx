// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleVideo } from '../../../schema/fixtures';
import { BackgroundVideo } from './BackgroundVideo.client';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const labels = { pause: 'Pause the video', play: 'Play the video' };

/** The browser's answer to prefers-reduced-motion. */
const prefer = (reduce: boolean) => {
  window.matchMedia = (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: () => {}, removeEventListener: () => {} }) as unknown as MediaQueryList;
};

const mount = async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <BackgroundVideo
        src={sampleVideo.url}
        type="video/mp4"
        poster={sampleVideo.videoPoster}
        label="A yacht under way"
        width={1920}
        height={1080}
        className={undefined}
        labels={labels}
        attributes={{}}
      />,
    ),
  );
  const button = () => host.querySelector('button');
  return { host, button, unmount: () => act(() => root.unmount()) };
};

describe('background video (spec 2.15, 2.16: hero video with a pause control)', () => {
  const play = vi.fn(() => Promise.resolve());
  const pause = vi.fn();
  beforeEach(() => {
    play.mockClear();
    pause.mockClear();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('plays on its own when motion is welcome, and the visible button pauses it', async () => {
    prefer(false);
    const { button, host, unmount } = await mount();
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()?.getAttribute('aria-label')).toBe('Pause the video');
    await act(async () => button()?.click());
    expect(pause).toHaveBeenCalled();
    expect(button()?.getAttribute('aria-label')).toBe('Play the video');
    expect(host.querySelector('video')?.dataset.playing).toBe('false');
    await unmount();
  });

  it('under prefers-reduced-motion shows the poster and plays only when the visitor asks', async () => {
    prefer(true);
    const { button, host, unmount } = await mount();
    const video = host.querySelector('video');
    expect(play).not.toHaveBeenCalled();
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(video?.getAttribute('poster')).toBe(sampleVideo.videoPoster);
    expect(button()?.getAttribute('aria-label')).toBe('Play the video');
    await act(async () => button()?.click());
    expect(play).toHaveBeenCalledTimes(1);
    expect(button()?.getAttribute('aria-label')).toBe('Pause the video');
    await unmount();
  });

  it('a browser that refuses to play leaves the poster and offers play', async () => {
    prefer(false);
    play.mockImplementationOnce(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const { button, unmount } = await mount();
    await act(async () => {});
    expect(button()?.getAttribute('aria-label')).toBe('Play the video');
    await unmount();
  });
});
