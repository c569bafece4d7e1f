/**
 * hero_slider_component (spec 2.16, 9.5 slider transition, 3.10 content flags): the page's opening
 * slides, each an image_video_hero_component item (image or video, headline, buttons), so a slide
 * is edited exactly like a single hero. Modelled as Kontent.ai would: `slides` (linked heroes),
 * `autoplay` (a yes flag; the slides advance every `interval_seconds`, default 7) and
 * `content_flags` (swiper loop disabled stops at the last slide; animation disabled stops autoplay
 * and the title words). One slide is drawn as a plain hero, not a slider.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { HERO_SLIDER_DEFAULTS } from '../constants/motion';
import { defineComponent, linkedProps } from '../define';
import { flag, isYes, linkedItems, number, background, toBackground } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';
import { imageVideoHeroComponent, type ImageVideoHeroProps } from './image_video_hero_component';

export type HeroSliderProps = {
  background: Background;
  slides: ImageVideoHeroProps[];
  autoplay: boolean;
  intervalMs: number;
  loop: boolean;
  animated: boolean;
};

export const heroSliderComponent = defineComponent({
  codename: 'hero_slider_component',
  elements: z.looseObject({
    slides: linkedItems(),
    autoplay: flag('Autoplay').optional(),
    interval_seconds: number()
      .extend({
        value: z.number().min(3, 'Interval must be 3 seconds or more').max(30, 'Interval must be 30 seconds or less').nullable(),
      })
      .optional(),
    content_flags: contentFlags().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): HeroSliderProps => {
    const flags = toContentFlags(el.content_flags);
    const seconds = el.interval_seconds?.value ?? HERO_SLIDER_DEFAULTS.intervalSeconds;
    return {
      background: toBackground(el.background_color__options),
      slides: linkedProps(ctx, imageVideoHeroComponent, 'slides', el.slides.value).map((slide) => ({
        ...slide,
        animated: slide.animated && flags.animated,
      })),
      autoplay: (el.autoplay ? isYes(el.autoplay) : HERO_SLIDER_DEFAULTS.autoplay) && flags.animated,
      intervalMs: seconds * 1000,
      loop: flags.loop,
      animated: flags.animated,
    };
  },
});
