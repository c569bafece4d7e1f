// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { charterPage, sampleYachtItem } from '../../schema/components/slider_gallery_component.sample';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SliderGallery } from './SliderGallery';

const render = (page = charterPage()) => renderDom(<SliderGallery {...propsFor('slider_gallery_component', {}, 'en', { page, linked: [sampleYachtItem] })} />);

describe('slider_gallery_component', () => {
  it('server-renders a tab per section and every slide, before swiper loads', async () => {
    const page = await render();
    const tabs = page.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    expect(tabs.map((tab) => [tab.textContent?.split(' ')[0], tab.getAttribute('aria-pressed')])).toEqual([
      ['Exterior', 'true'],
      ['Interior', 'false'],
      ['Deckplan', 'false'],
    ]);
    expect(page.container.querySelectorAll('[data-lightbox-index]')).toHaveLength(6);
    expect(page.container.querySelector('.swiper-wrapper')).toBeNull();
    const pictures = [...page.container.querySelectorAll('img')];
    expect(pictures.filter((picture) => picture.getAttribute('loading') === 'lazy')).toHaveLength(6);
    expect(pictures[0]?.getAttribute('sizes')).toMatch(/^\(min-width: 1440px\) 460px/);
  });

  it('renders nothing without a gallery', async () => {
    expect((await render(charterPage(null))).container.childNodes).toHaveLength(0);
  });
});
