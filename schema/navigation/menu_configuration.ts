/** menu_configuration (spec 2.6, 3.11): the main menu items and the enquiry setting ('Inquire'). */
import { z } from 'zod';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, optionalText, text } from '../elements';
import { menuItem } from './menu_item';
import { navLink } from './nav-link';
import type { Navigation } from './types';

/** Spec 3.11 enquiry setting, used when the editor leaves it empty. */
export const ENQUIRY_DEFAULT = { text: 'Inquire', url: '/contact-superyacht-company' } as const;

export const menuConfiguration = defineComponent({
  codename: 'menu_configuration',
  elements: z.looseObject({
    items: linkedItems().optional(),
    enquiry_text: text().optional(),
    enquiry_url: text().optional(),
  }),
  toProps: (el, ctx): Navigation => ({
    items: linkedProps(ctx, menuItem, 'items', el.items?.value ?? []),
    enquiry: navLink(optionalText(el.enquiry_text) ?? ENQUIRY_DEFAULT.text, optionalText(el.enquiry_url) ?? ENQUIRY_DEFAULT.url, ctx),
  }),
});
