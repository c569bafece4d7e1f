/**
 * newsletter_teaser_component (spec 2.7 newsletter block, 2.13 'the newsletter form is on the
 * external form host'): a headline, a line of text and a button that opens the newsletter form in
 * the form drawer (drawer contract), or the form's own page without JavaScript. Modelled as the
 * footer's newsletter (3.11): `headline`, `text`, `button_text` and `form_url` (a form host link;
 * the site's newsletter form when empty).
 */
import { z } from 'zod';
import { NEWSLETTER_FORM_PATH } from '../constants/drawers';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, requiredText, text, toBackground } from '../elements';
import { formHostHref } from './form-host';

export type NewsletterTeaserProps = { headline: string; text: string | null; buttonText: string; formHref: string; background: Background };

/** A path or https URL ending in /forms/newsletter/ (the form host's newsletter form, spec 2.13). */
const NEWSLETTER_LINK = /^\s*$|^(https:\/\/[^/\s]+)?\/forms\/newsletter\/?(\?\S*)?$/;

export const newsletterTeaserComponent = defineComponent({
  codename: 'newsletter_teaser_component',
  elements: z.looseObject({
    headline: requiredText('Headline is required'),
    text: text().optional(),
    button_text: requiredText('Button text is required'),
    form_url: text()
      .extend({ value: z.string().regex(NEWSLETTER_LINK, 'Form url must be the form host newsletter form, /forms/newsletter/') })
      .optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): NewsletterTeaserProps => ({
    headline: el.headline.value.trim(),
    text: optionalText(el.text),
    buttonText: el.button_text.value.trim(),
    formHref: formHostHref(optionalText(el.form_url) ?? NEWSLETTER_FORM_PATH, { locale: ctx.locale }),
    background: toBackground(el.background_color__options),
  }),
});
