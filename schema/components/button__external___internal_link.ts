/** button__external___internal_link (spec 2.14, 3.10, 9.6): a button linking to a page, a URL or a drawer. */
import { z } from 'zod';
import { BUTTON_DEFAULTS, BUTTON_THEMES, type Background, type ButtonTheme } from '../constants/component-defaults';
import { defineComponent, type MapContext } from '../define';
import { background, choice, firstChoice, flag, isYes, linkedItems, optionalText, requiredText, text, toBackground } from '../elements';
import { linkedPage, slugHref } from '../linked-page';
import { isExternal } from '../links';
import { CONTACT_PAGE_PATH, ENQUIRY_FORM_PATH } from '../constants/drawers';
import { formHostHref, isFormHostLink } from './form-host';

export type ButtonLinkProps = {
  /** The button item itself, so that an editor's click on the button lands on it (spec 5.6). */
  itemId: string;
  text: string;
  theme: ButtonTheme;
  /** Localised for internal links; null when the button only opens a drawer. */
  href: string | null;
  external: boolean;
  newTab: boolean;
  /** Codename of the contact-broker drawer item the button opens (spec 2.13). */
  contactBrokerDrawer: string | null;
  formPlusBroker: boolean;
  /** Which drawer the button opens (spec 2.13, 4.4): its href is then the page or form it falls back to. */
  drawer: 'form' | 'contact-broker' | null;
  background: Background;
};

/** Internal paths, anchors, http(s), mailto: and tel: only, so content can never hold a script URL. */
const SAFE_LINK = /^\s*($|[/#?]|[hH][tT][tT][pP][sS]?:\/\/|[mM][aA][iI][lL][tT][oO]:|[tT][eE][lL]:)/;

const pageHref = (ctx: MapContext, codename: string): string | null => {
  const page = ctx.linkedItem(codename);
  const parsed = linkedPage.safeParse(page?.elements);
  if (!page || !parsed.success) {
    ctx.report({
      item: ctx.item,
      element: 'link__page',
      problem: page ? `'${page.system.name}' is not a page with a URL slug` : `Linked page '${codename}' is missing: it is not published in this language, or was deleted`,
    });
    return null;
  }
  return slugHref(ctx, parsed.data.url_slug.value);
};

export const buttonExternalInternalLink = defineComponent({
  codename: 'button__external___internal_link',
  elements: z.looseObject({
    button_text: requiredText('Button text is required'),
    theme: choice('Theme', BUTTON_THEMES).optional(),
    link__page: linkedItems().optional(),
    link__external: text()
      .extend({
        value: z.string().regex(SAFE_LINK, "External link must start with '/', 'https://', 'mailto:' or 'tel:'"),
      })
      .optional(),
    new_tab: flag('New tab').optional(),
    contact_broker_drawer: linkedItems().optional(),
    form_plus_broker: flag('Form plus broker').optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ButtonLinkProps => {
    const pageCodename = el.link__page?.value[0];
    const external = optionalText(el.link__external);
    const drawer = el.contact_broker_drawer?.value[0] ?? null;
    const formPlusBroker = isYes(el.form_plus_broker);
    let href: string | null = null;
    let isOutside = false;
    let opens: ButtonLinkProps['drawer'] = null;
    if (pageCodename) {
      href = pageHref(ctx, pageCodename);
    } else if (external && isFormHostLink(external)) {
      // Spec 2.13: a link to the form host opens the form drawer; the form answers in the page's language.
      href = formHostHref(external, { locale: ctx.locale });
      opens = 'form';
    } else if (external) {
      // Spec 2.14: a button link starting with '/' is internal; anything else is external.
      isOutside = isExternal(external);
      href = isOutside ? external : ctx.href(external);
    }
    if (!pageCodename && !external && !drawer) {
      ctx.report({
        item: ctx.item,
        element: 'link__page',
        problem: 'Button needs a linked page, an external link or a contact-broker drawer',
      });
    }
    if (formPlusBroker && opens !== 'form') {
      // 'Form plus broker' shows the enquiry form beside the brokers, whatever else the button links to.
      href = formHostHref(ENQUIRY_FORM_PATH, { locale: ctx.locale });
      isOutside = false;
      opens = 'form';
    } else if (drawer && !formPlusBroker) {
      // Spec 2.13: without JavaScript the button leads to the contact page, where the brokers are listed.
      href ??= ctx.href(CONTACT_PAGE_PATH);
      opens = 'contact-broker';
    }
    return {
      itemId: ctx.item.id,
      text: el.button_text.value.trim(),
      theme: firstChoice(el.theme, BUTTON_DEFAULTS.theme),
      href,
      external: isOutside,
      newTab: isYes(el.new_tab),
      contactBrokerDrawer: drawer,
      formPlusBroker,
      drawer: opens,
      background: toBackground(el.background_color__options),
    };
  },
});
