import { describe, expect, it } from 'vitest';
import { fixtures as slider } from '../../schema/components/hero_slider_component.fixtures';
import { dam, fx, item, sampleImage, sampleVideo } from '../../schema/fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { HeroSlider } from './HeroSlider';

const slides = [
  item('image_video_hero_component', 's1', { headline: fx.text('Charter the Med'), media: dam(sampleImage) }),
  item('image_video_hero_component', 's2', { headline: fx.text('Buy with us'), media: dam(sampleVideo) }),
];
const render = (elements: Record<string, unknown>, locale: 'en' | 'es' = 'en') =>
  renderHtml(<HeroSlider {...propsFor('hero_slider_component', elements, locale, { linked: slides })} />);

describe('hero_slider_component', () => {
  it('draws every slide on the server, the first shown with the page h1 and a priority picture', async () => {
    const html = await render({ slides: fx.linked('s1', 's2') });
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(2);
    expect(html).toMatch(/data-on=""[^>]*>.*<h1[^>]*>.*Charter<\/span> <span>the<\/span>/s);
    expect(html).toMatch(/<h2[^>]*>.*Buy/s);
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1);
    expect(html).toMatch(/<video[^>]*muted=""[^>]*playsInline=""/);
  });

  it('has previous, next and a visible pause control, in the page language', async () => {
    const en = await render({ slides: fx.linked('s1', 's2') });
    expect(en).toContain('aria-label="Previous slide"');
    expect(en).toContain('Slide 1 of 2');
    expect(en).toMatch(/aria-label="(Pause|Play) the slides"/);
    const es = await render({ slides: fx.linked('s1', 's2') }, 'es');
    expect(es).toContain('aria-label="Diapositiva siguiente"');
    expect(es).toContain('Diapositiva 1 de 2');
  });

  it('one slide is a plain hero, not a slider', async () => {
    const html = await render({ slides: fx.linked('s1') });
    expect(html).not.toContain('carousel');
    expect(html).not.toContain('<button');
    expect(html).toContain('Charter');
  });

  it('animation disabled (spec 3.10) stops autoplay and the title words', () => {
    const props = propsFor('hero_slider_component', { slides: fx.linked('s1', 's2'), content_flags: fx.choice('animation_disabled') }, 'en', { linked: slides });
    expect(props.autoplay).toBe(false);
    expect(props.slides.every((s) => !s.animated)).toBe(true);
    expect(slider.valid.length).toBeGreaterThan(0);
  });
});
