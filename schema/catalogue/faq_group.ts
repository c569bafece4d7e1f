/**
 * The `faq_group` content type: the questions of one topic (charter, buying, crew...). Its elements
 * are those of spec 3.10's 'FAQ overview entry' (damImage, title, ctaLink, ctaText, faqItems as
 * `dam_image`, `title`, `cta_link`, `cta_text`, `faq_items`); `category` (the faq_category
 * taxonomy) is modelled beyond the spec. Placed on pages by faq_detail_component.
 */
import { z } from 'zod';
import { ctaLinkElement, ctaOf, type Cta } from '../cta';
import { defineComponent, linkedProps } from '../define';
import { dam, firstMedia, linkedItems, requiredText, taxonomy, text } from '../elements';
import type { MediaItem } from '../media';
import { faqItem, type FaqQuestion } from './faq_item';

export type FaqGroup = {
  itemId: string;
  title: string;
  image: MediaItem | null;
  cta: Cta | null;
  questions: FaqQuestion[];
};

export const faqGroup = defineComponent({
  codename: 'faq_group',
  elements: z.looseObject({
    title: requiredText('The topic title is required'),
    dam_image: dam().optional(),
    cta_text: text().optional(),
    cta_link: ctaLinkElement().optional(),
    category: taxonomy('faq_category').optional(),
    faq_items: linkedItems().optional(),
  }),
  toProps: (el, ctx): FaqGroup => ({
    itemId: ctx.item.id,
    title: el.title.value.trim(),
    image: firstMedia(el.dam_image, ctx.locale),
    cta: ctaOf(el.cta_text, el.cta_link, ctx),
    questions: linkedProps(ctx, faqItem, 'faq_items', el.faq_items?.value ?? []),
  }),
});
