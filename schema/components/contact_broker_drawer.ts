/**
 * contact_broker_drawer (spec 2.13, 3.8, 3.10, 7.1): the brokers a contact-broker drawer shows. The
 * drawer re-fetches the item at depth 4 so its people and their offices arrive with it. Placed on a
 * page, it shows its title and a button that opens the drawer (the drawer contract).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { CONTACT_PAGE_PATH } from '../constants/drawers';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { brokerContactSchema, brokerContacts } from './broker-contact';

export const contactBrokerDrawerDataSchema = z.object({
  codename: z.string(),
  title: z.string().nullable(),
  intro: z.string().nullable(),
  buttonText: z.string().nullable(),
  brokers: z.array(brokerContactSchema),
});
export type ContactBrokerDrawerData = z.infer<typeof contactBrokerDrawerDataSchema>;
export type ContactBrokerDrawerProps = ContactBrokerDrawerData & { locale: Locale; contactHref: string; background: Background };

export const contactBrokerDrawer = defineComponent({
  codename: 'contact_broker_drawer',
  elements: z.looseObject({
    title: text().optional(),
    intro: text().optional(),
    button_text: text().optional(),
    brokers: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ContactBrokerDrawerProps => ({
    codename: ctx.item.codename,
    title: optionalText(el.title),
    intro: optionalText(el.intro),
    buttonText: optionalText(el.button_text),
    brokers: brokerContacts(ctx, 'brokers', el.brokers.value),
    locale: ctx.locale,
    contactHref: ctx.href(CONTACT_PAGE_PATH),
    background: toBackground(el.background_color__options),
  }),
});
