/**
 * faq_overview (spec 2.16, 3.10): a topic's questions beside its picture, with a call to action.
 * From spec 3.10's 'FAQ overview entry': damImage, title, ctaLink, ctaText, faqItems, as
 * `dam_image`, `title`, `cta_link`, `cta_text` and `faq_items` (linked faq_item items). The
 * background (spec 3.2) is the shared element of every component.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { faqItem, type FaqQuestion } from '../catalogue/faq_item';
import { ctaLinkElement, ctaOf, type Cta } from '../cta';
import { defineComponent, linkedProps } from '../define';
import { background, dam, firstMedia, linkedItems, optionalText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';

export type FaqOverviewProps = {
  title: string | null;
  image: MediaItem | null;
  cta: Cta | null;
  questions: FaqQuestion[];
  background: Background;
};

export const faqOverview = defineComponent({
  codename: 'faq_overview',
  elements: z.looseObject({
    title: text().optional(),
    dam_image: dam().optional(),
    cta_text: text().optional(),
    cta_link: ctaLinkElement().optional(),
    faq_items: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqOverviewProps => ({
    title: optionalText(el.title),
    image: firstMedia(el.dam_image, ctx.locale),
    cta: ctaOf(el.cta_text, el.cta_link, ctx),
    questions: linkedProps(ctx, faqItem, 'faq_items', el.faq_items.value),
    background: toBackground(el.background_color__options),
  }),
});
