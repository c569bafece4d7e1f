/** contact_small_component (spec 2.16): a compact contact strip: a line of text, phone, e-mail and one button. */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, requiredText, text, toBackground } from '../elements';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';
import { contactEmail, contactPhone, type ContactPhone } from './contact_large_component';

export type ContactSmallProps = { title: string; phone: ContactPhone | null; email: string | null; button: ButtonLinkProps | null; background: Background };

export const contactSmallComponent = defineComponent({
  codename: 'contact_small_component',
  elements: z.looseObject({
    title: requiredText('Title is required'),
    phone: text().optional(),
    email: text().optional(),
    button: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ContactSmallProps => ({
    title: el.title.value.trim(),
    phone: contactPhone(optionalText(el.phone)),
    email: contactEmail(optionalText(el.email)),
    button: linkedProps(ctx, buttonExternalInternalLink, 'button', el.button?.value.slice(0, 1) ?? [])[0] ?? null,
    background: toBackground(el.background_color__options),
  }),
});
