// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fixtures as slider } from '../../schema/components/hero_slider_component.fixtures';
import { dam, fx, item, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HeroSlider } from './HeroSlider';

const slides = [
  item('image_video_hero_component', 's1', { headline: fx.text('Charter the Med'), media: dam(sampleImage) }),
  item('image_video_hero_component', 's2', { headline: fx.text('Buy with us'), media: dam(sampleVideo) }),
];
const render = (elements: Record<string, unknown>, locale: 'en' | 'es' = 'en') => renderDom(<HeroSlider {...propsFor('hero_slider_component', elements, locale, { linked: slides })} />);

describe('hero_slider_component', () => {
  it('draws every slide on the server, the first shown with the page h1 and a priority picture', async () => {
    const page = await render({ slides: fx.linked('s1', 's2') });
    const { container } = page;
    expect(container.querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(1);
    const shown = container.querySelectorAll('[aria-roledescription="slide"]');
    expect(shown).toHaveLength(2);
    const first = page.getByRole('heading', { level: 1, name: 'Charter the Med' });
    expect(first.closest('[data-on]')).not.toBeNull();
    expect([...first.querySelectorAll('span')].map((word) => word.textContent)).toEqual(['Charter', 'the', 'Med']);
    expect(page.getByRole('heading', { level: 2, name: 'Buy with us' })).toBeTruthy();
    expect([...container.querySelectorAll('img')].filter((picture) => picture.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
    const video = container.querySelector('video');
    expect([video?.hasAttribute('muted'), video?.hasAttribute('playsinline')]).toEqual([true, true]);
  });

  it('has previous, next and a visible pause control, in the page language', async () => {
    const en = await render({ slides: fx.linked('s1', 's2') });
    expect(en.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(en.container.textContent).toContain('Slide 1 of 2');
    expect(en.getByRole('button', { name: /^(Pause|Play) the slides$/ })).toBeTruthy();
    const es = await render({ slides: fx.linked('s1', 's2') }, 'es');
    expect(es.getByRole('button', { name: 'Diapositiva siguiente' })).toBeTruthy();
    expect(es.container.textContent).toContain('Diapositiva 1 de 2');
  });

  it('one slide is a plain hero, not a slider', async () => {
    const page = await render({ slides: fx.linked('s1') });
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(page.queryByRole('button')).toBeNull();
    expect(page.getByRole('heading', { level: 1, name: 'Charter the Med' })).toBeTruthy();
  });

  it('animation disabled (spec 3.10) stops autoplay and the title words', () => {
    const props = propsFor('hero_slider_component', { slides: fx.linked('s1', 's2'), content_flags: fx.choice('animation_disabled') }, 'en', { linked: slides });
    expect(props.autoplay).toBe(false);
    expect(props.slides.every((s) => !s.animated)).toBe(true);
    expect(slider.valid.length).toBeGreaterThan(0);
  });
});
