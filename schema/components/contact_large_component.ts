/** contact_large_component (spec 2.16): a large contact block: image, title, text, phone, e-mail and buttons. */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, dam, firstMedia, linkedItems, optionalText, requiredText, richText, text, toBackground } from '../elements';
import type { MediaItem } from '../media';
import { telHref } from '../phone';
import { toOptionalRichText, type RichTextValue } from '../rich-text';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type ContactPhone = { display: string; href: string };
export type ContactLargeProps = {
  locale: Locale;
  title: string;
  text: RichTextValue | null;
  media: MediaItem | null;
  phone: ContactPhone | null;
  email: string | null;
  buttons: ButtonLinkProps[];
  background: Background;
};

export const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** A phone for dialling (spec 5.1), or null when nothing diallable is left. */
export const contactPhone = (value: string | null): ContactPhone | null => {
  const href = value ? telHref(value) : null;
  return value && href ? { display: value, href } : null;
};

export const contactEmail = (value: string | null): string | null => (value && EMAIL.test(value) ? value : null);

export const contactLargeComponent = defineComponent({
  codename: 'contact_large_component',
  elements: z.looseObject({
    title: requiredText('Title is required'),
    text: richText().optional(),
    image: dam().optional(),
    phone: text().optional(),
    email: text().optional(),
    buttons: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ContactLargeProps => ({
    locale: ctx.locale,
    title: el.title.value.trim(),
    text: toOptionalRichText(el.text),
    media: firstMedia(el.image, ctx.locale),
    phone: contactPhone(optionalText(el.phone)),
    email: contactEmail(optionalText(el.email)),
    buttons: linkedProps(ctx, buttonExternalInternalLink, 'buttons', el.buttons?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
