/**
 * slider_yacht_component (spec 3.3 'a yacht slide adds link', 5.3 slide rules): a title, a link and
 * a slider of yacht cards. Charter slides keep yachts of type charter or both; sale slides keep sale
 * or both; without a slide type every yacht shows in its own market.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, choice, linkedItems, optionalText, text, toBackground } from '../elements';
import type { YachtCardData } from '../yacht/card';
import { linkedYachtCards } from '../yacht/card-list';
import { keepsSlide } from '../yacht/effective-type';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export const SLIDE_TYPES = ['charter', 'sale'] as const;

export type SliderYachtProps = {
  locale: Locale;
  title: string | null;
  link: ButtonLinkProps | null;
  cards: YachtCardData[];
  /** The slide type: the market every card shows (null: each yacht its own). */
  view: (typeof SLIDE_TYPES)[number] | null;
  background: Background;
};

export const sliderYachtComponent = defineComponent({
  codename: 'slider_yacht_component',
  elements: z.looseObject({
    title: text().optional(),
    slides: linkedItems(),
    slide_type: choice('Slide type', SLIDE_TYPES).optional(),
    link: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderYachtProps => {
    const type = el.slide_type?.value[0]?.codename ?? null;
    const cards = linkedYachtCards(ctx, 'slides', el.slides.value, type);
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      link: linkedProps(ctx, buttonExternalInternalLink, 'link', el.link?.value.slice(0, 1) ?? [])[0] ?? null,
      cards: type ? cards.filter((card) => keepsSlide(type, card.marketType)) : cards,
      view: type,
      background: toBackground(el.background_color__options),
    };
  },
});
