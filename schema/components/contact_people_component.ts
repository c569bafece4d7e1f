/**
 * contact_people_component (spec 3.8): contact-people entries, each with e-mail, web page, preferred
 * phone (default 'mobile'), restricted hours, and working days and hours.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { brokerContacts, type BrokerContact } from './broker-contact';

export type ContactPeopleProps = { title: string | null; people: BrokerContact[]; locale: Locale; background: Background };

export const contactPeopleComponent = defineComponent({
  codename: 'contact_people_component',
  elements: z.looseObject({
    title: text().optional(),
    people: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ContactPeopleProps => ({
    title: optionalText(el.title),
    people: brokerContacts(ctx, 'people', el.people.value),
    locale: ctx.locale,
    background: toBackground(el.background_color__options),
  }),
});
