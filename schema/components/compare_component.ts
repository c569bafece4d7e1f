/**
 * compare_component (spec 2.11): the compare page's comparison. The yachts are the visitor's
 * shortlist (or a shared link), read in the browser, so the cached page carries none: the
 * component holds only the localised addresses its island needs. Its words are the site's messages.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { ENQUIRY_FORM_PATH } from '../constants/drawers';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, toBackground } from '../elements';
import { formHostHref } from './form-host';

/** Spec 2.11: where the empty comparison sends the visitor (spec 2.2 listing routes). */
export const COMPARE_LISTINGS = { charter: '/yachts-for-charter', sale: '/yachts-for-sale' } as const;
export const COMPARE_PAGE_PATH = '/compare';

export type CompareLinks = {
  /** The compare page itself, localised: the base of the share link. */
  compare: string;
  charterListing: string;
  saleListing: string;
  /** The enquiry form (form drawer contract); the island names the compared yachts in its `source`. */
  enquiry: string;
  /** The compare route handler. */
  api: string;
};

export type CompareProps = { locale: Locale; links: CompareLinks; background: Background };

export const compareComponent = defineComponent({
  codename: 'compare_component',
  elements: z.looseObject({ background_color__options: background().optional() }),
  toProps: (el, ctx): CompareProps => ({
    locale: ctx.locale,
    links: {
      compare: ctx.href(COMPARE_PAGE_PATH),
      charterListing: ctx.href(COMPARE_LISTINGS.charter),
      saleListing: ctx.href(COMPARE_LISTINGS.sale),
      enquiry: formHostHref(ENQUIRY_FORM_PATH, { locale: ctx.locale }),
      api: '/api/compare/',
    },
    background: toBackground(el.background_color__options),
  }),
});
