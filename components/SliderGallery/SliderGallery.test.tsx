import { describe, expect, it } from 'vitest';
import { charterPage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SliderGallery } from './SliderGallery';

const render = (page = charterPage()) =>
  renderHtml(<SliderGallery {...propsFor('slider_gallery_component', {}, 'en', { page, linked: [sampleYachtItem] })} />);

describe('slider_gallery_component', () => {
  it('server-renders a tab per section and every slide, before swiper loads', async () => {
    const html = await render();
    expect([...html.matchAll(/aria-pressed="(true|false)"[^>]*>([A-Za-z]+) /g)].map((m) => [m[2], m[1]])).toEqual([
      ['Exterior', 'true'],
      ['Interior', 'false'],
      ['Deckplan', 'false'],
    ]);
    expect(html.match(/data-lightbox-index="\d+"/g)).toHaveLength(6);
    expect(html).not.toContain('swiper-wrapper');
    expect(html.match(/loading="lazy"/g)).toHaveLength(6);
    expect(html).toContain('sizes="(min-width: 1440px) 460px');
  });

  it('renders nothing without a gallery', async () => {
    expect(await render(charterPage(null))).toBe('');
  });
});
