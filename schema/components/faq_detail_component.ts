/**
 * faq_detail_component (spec 2.16, 3.10): the full questions and answers of one or more topics
 * (faq_group items), each topic under its title with its call to action. The spec names only the
 * type; modelled as a Kontent.ai editor would fill it: an optional `title` and `introduction`
 * above the topics, `faq_groups` (linked faq_group items) and the shared background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { faqGroup, type FaqGroup } from '../catalogue/faq_group';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, richText, text, toBackground } from '../elements';
import { toOptionalRichText, type RichTextValue } from '../rich-text';

export type FaqDetailProps = {
  title: string | null;
  introduction: RichTextValue | null;
  groups: FaqGroup[];
  background: Background;
};

export const faqDetailComponent = defineComponent({
  codename: 'faq_detail_component',
  elements: z.looseObject({
    title: text().optional(),
    introduction: richText().optional(),
    faq_groups: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FaqDetailProps => ({
    title: optionalText(el.title),
    introduction: toOptionalRichText(el.introduction),
    groups: linkedProps(ctx, faqGroup, 'faq_groups', el.faq_groups.value),
    background: toBackground(el.background_color__options),
  }),
});
