/**
 * faq_rich_text (spec 2.16): a passage of an FAQ page, e.g. what to know before the questions.
 * The spec names only the type; modelled as a Kontent.ai editor would fill it: an optional `title`
 * and the `text` (rich text, required), on the shared background (spec 3.2).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, requiredRichText, text, toBackground } from '../elements';
import { toRichText, type RichTextValue } from '../rich-text';

export type FaqRichTextProps = { title: string | null; text: RichTextValue; background: Background };

export const faqRichText = defineComponent({
  codename: 'faq_rich_text',
  elements: z.looseObject({
    title: text().optional(),
    text: requiredRichText('The text is required'),
    background_color__options: background().optional(),
  }),
  toProps: (el): FaqRichTextProps => ({
    title: optionalText(el.title),
    text: toRichText(el.text),
    background: toBackground(el.background_color__options),
  }),
});
