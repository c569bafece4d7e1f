/** Builders for the contact types (spec 2.16, 3.8): contact blocks, contact people and embedded forms. */
import type { MediaRef } from '../kontent';
import { el } from '../kontent';
import { both, buttons, type Built, type ButtonSpec, type L } from './shared';

const bg = (grey?: boolean) => ({ background_color__options: el.choice(grey ? 'grey' : 'white') });

export const contactLarge = (prefix: string, c: { title: L; html: L; image?: MediaRef; phone?: string; email?: string; buttons?: ButtonSpec[]; grey?: boolean }): Built => {
  const b = buttons(prefix, c.buttons);
  return both(
    (lang) => ({
      title: el.text(c.title[lang]),
      text: el.richText(c.html[lang]),
      image: c.image ? el.dam(c.image) : el.dam(),
      phone: el.text(c.phone ?? ''),
      email: el.text(c.email ?? ''),
      buttons: el.linked(...b.codenames),
      ...bg(c.grey),
    }),
    prefix,
    'contact_large_component',
    b.items,
  );
};

export const contactSmall = (prefix: string, c: { title: L; phone?: string; email?: string; button?: ButtonSpec; grey?: boolean }): Built => {
  const b = buttons(prefix, c.button ? [c.button] : []);
  return both(
    (lang) => ({
      title: el.text(c.title[lang]),
      phone: el.text(c.phone ?? ''),
      email: el.text(c.email ?? ''),
      button: el.linked(...b.codenames),
      ...bg(c.grey),
    }),
    prefix,
    'contact_small_component',
    b.items,
  );
};

export const contactPeople = (prefix: string, c: { title: L; people: string[]; grey?: boolean }): Built =>
  both((lang) => ({ title: el.text(c.title[lang]), people: el.linked(...c.people), ...bg(c.grey) }), prefix, 'contact_people_component');

export const formBlock = (prefix: string, c: { title: L; url: string; grey?: boolean }): Built =>
  both((lang) => ({ title: el.text(c.title[lang]), form_url: el.text(c.url), ...bg(c.grey) }), prefix, 'form_component');

/** A contact_broker_drawer item of the catalogue, placed on a page as it is. */
export const brokerDrawerBlock = (codename: string): Built => ({ codename, items: [] });
