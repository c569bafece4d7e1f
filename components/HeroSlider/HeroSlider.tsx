/**
 * hero_slider_component: the page's opening slides (spec 2.16), each an image or video hero drawn
 * on the server. The island (HeroSlider.client) only switches which slide shows: it plays on its
 * own, holds while the pointer or focus is on it, never plays under prefers-reduced-motion or
 * the item's 'animation disabled' flag, and has a visible pause button. One slide is a plain hero.
 */
import type { BlockProps } from '../ui/block';
import { wordsOf } from '../../schema/words';
import { HeroBody, ImageVideoHero } from '../ImageVideoHero/ImageVideoHero';
import { HeroSliderFrame } from './HeroSlider.lazy.client';

export function HeroSlider({ slides, autoplay, intervalMs, loop, t, edit }: BlockProps<'hero_slider_component', 't' | 'edit'>) {
  const [only] = slides;
  if (!only) return null;
  if (slides.length === 1) return <ImageVideoHero {...only} t={t} edit={edit} />;
  return (
    <HeroSliderFrame
      labels={wordsOf(t, 'heroSlider')}
      autoplay={autoplay}
      intervalMs={intervalMs}
      loop={loop}
      slides={slides.map((slide, index) => (
        <HeroBody key={index} {...slide} size="large" first={index === 0} t={t} edit={edit} />
      ))}
    />
  );
}
