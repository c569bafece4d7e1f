/**
 * Slides drawn on the server: two or more become the slider island (Slider.client.tsx); one slide
 * is not a slider, so it is drawn as a plain list item (spec 2.16 catalogue).
 */
import type { ReactNode } from 'react';
import type { SliderFilter, SliderLayout, SliderWords } from './Slider.client';
import { Slider } from './Slider.lazy.client';

export function Slides({ slides, words, layout, filter }: { slides: ReactNode[]; words: SliderWords; layout: SliderLayout; filter?: SliderFilter }) {
  if (slides.length === 0) return null;
  if (slides.length === 1) {
    return (
      <ul className={layout === 'single' ? undefined : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        <li>{slides[0]}</li>
      </ul>
    );
  }
  return <Slider slides={slides} words={words} layout={layout} {...(filter ? { filter } : {})} />;
}
