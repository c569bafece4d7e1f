/**
 * The `faq_item` content type: one question and its answer. From spec 3.10 ('FAQ item: question,
 * answer[]'): `question` and `answer` (a rich text, whose paragraphs, lists and links are the
 * answer's parts). Modelled beyond the spec, as an editor fills them in: `anchor` (the id an answer
 * is linked by, e.g. /charter-faq/#booking-ahead), `category` (the faq_category taxonomy) and
 * `display_order`.
 *
 * Without an anchor the id comes from the codename, which is the same in every language, so a
 * link to an answer survives the language switch (it keeps the hash, spec 2.1).
 */
import { z } from 'zod';
import { defineComponent } from '../define';
import { number, optionalText, requiredRichText, requiredText, taxonomy, text } from '../elements';
import { toRichText, type RichTextValue } from '../rich-text';

export type FaqQuestion = {
  /** The item, so a click in preview edits the question itself (spec 5.6). */
  itemId: string;
  /** The element id of the question on the page: `#{id}` opens and shows its answer. */
  id: string;
  question: string;
  answer: RichTextValue;
};

export const FAQ_ANCHOR_PATTERN = /^[a-z][a-z0-9-]*$/;

/** `faq_charter_1` -> `faq-charter-1`: an id that is valid HTML and reads well in a URL. */
export const anchorOfCodename = (codename: string): string => {
  const id = codename
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return /^[a-z]/.test(id) ? id : `q-${id}`;
};

export const faqItem = defineComponent({
  codename: 'faq_item',
  elements: z.looseObject({
    question: requiredText('The question is required'),
    answer: requiredRichText('The answer is required'),
    anchor: text()
      .extend({
        value: z.string().regex(/^$|^[a-z][a-z0-9-]*$/, 'Anchor: lower-case letters, digits and hyphens, starting with a letter (no #)'),
      })
      .optional(),
    category: taxonomy('faq_category').optional(),
    display_order: number().optional(),
  }),
  toProps: (el, ctx): FaqQuestion => ({
    itemId: ctx.item.id,
    id: optionalText(el.anchor) ?? anchorOfCodename(ctx.item.codename),
    question: el.question.value.trim(),
    answer: toRichText(el.answer),
  }),
});
