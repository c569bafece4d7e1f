import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { charterPage, salePage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor } from '../../testing/component-kit';
import { YdpMedia } from './YdpMedia';

const render = (page = charterPage()) => renderToStaticMarkup(<YdpMedia {...propsFor('ydp_media_component', {}, 'en', { page, linked: [sampleYachtItem] })} />);

describe('ydp_media_component', () => {
  it('plays on request only: controls, a poster, preload none, no autoplay, captions from WebVTT (spec 3.6)', () => {
    const html = render();
    expect(html).toMatch(/<video controls="" preload="none" playsInline="" poster="[^"]*cruising-poster\.jpg\?p=yacht-feature/);
    expect(html).not.toContain('autoplay');
    expect(html).toContain('<track kind="captions" src="/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.vtt" label="Captions"');
    expect(html).toContain('<source src="/media/9d0c1f7e-8a51-4f0c-b2a3-54e8c1d2f3a4/cruising.mp4" type="video/mp4"/>');
  });

  it("the sale page's video is the one flagged for sale (spec 3.5)", () => {
    expect(render(salePage())).toContain('walkthrough.mp4');
  });

  it('renders nothing without a video', () => {
    expect(render(charterPage(null))).toBe('');
  });
});
