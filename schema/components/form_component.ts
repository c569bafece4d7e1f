/**
 * form_component (spec 2.16, 7.4): an embedded form URL, shown in a frame. Links to the form host get
 * the page's language; the host learns the page it is embedded in from the frame's referrer.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, requiredText, text, toBackground } from '../elements';
import { formHostHref, isFormHostLink } from './form-host';

export type FormComponentProps = {
  locale: Locale;
  title: string | null;
  /** The frame's URL, and the same form on its own page. */
  src: string;
  pageHref: string;
  formName: 'enquiry' | 'newsletter' | null;
  background: Background;
};

/** The form host's own paths, or an https form service. */
const FORM_URL = /^(\/forms\/[a-z-]+\/?(\?[^\s<>"]*)?|https:\/\/[^\s<>"]+)$/;

export const formComponent = defineComponent({
  codename: 'form_component',
  elements: z.looseObject({
    title: text().optional(),
    form_url: requiredText('Form URL is required').extend({
      value: z.string().trim().regex(FORM_URL, "Form URL must be a form host path such as '/forms/enquiry/' or an https:// URL"),
    }),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): FormComponentProps => {
    const url = el.form_url.value.trim();
    const hosted = isFormHostLink(url);
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      src: hosted ? formHostHref(url, { locale: ctx.locale, embed: true }) : url,
      pageHref: hosted ? formHostHref(url, { locale: ctx.locale }) : url,
      formName: hosted ? (url.includes('newsletter') ? 'newsletter' : 'enquiry') : null,
      background: toBackground(el.background_color__options),
    };
  },
});
