/**
 * faq_widget_component (spec 2.16): a few questions placed on a service page, each leading to its
 * answer on the FAQ page (`{page}#{question}`), with a link to all the questions. The spec names
 * only the type; modelled as a Kontent.ai editor would fill it: an optional `title`, `faq_items`
 * (linked faq_item items), `faq_page` (the FAQ page that answers them) and `link_text`, on the
 * shared background (spec 3.2). Without a page the answers open in place.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { faqItem, type FaqQuestion } from '../catalogue/faq_item';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { linkedPageHref } from '../linked-page';

export type FaqWidgetProps = {
  title: string | null;
  questions: FaqQuestion[];
  /** The localised FAQ page the questions link into; null: the answers open in place. */
  pageHref: string | null;
  linkText: string | null;
  background: Background;
};

export const faqWidgetComponent = defineComponent({
  codename: 'faq_widget_component',
  elements: z.looseObject({
    title: text().optional(),
    faq_items: linkedItems(),
    faq_page: linkedItems().optional(),
    link_text: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqWidgetProps => ({
    title: optionalText(el.title),
    questions: linkedProps(ctx, faqItem, 'faq_items', el.faq_items.value),
    pageHref: linkedPageHref(ctx, 'faq_page', el.faq_page?.value[0], 'the answers open in place'),
    linkText: optionalText(el.link_text),
    background: toBackground(el.background_color__options),
  }),
});
