/**
 * search_page_component (spec 2.10, 9.2): the search page's search box, filters, results and
 * pagination. Its one element is an optional short intro above the box; the search itself follows
 * the page's URL (9.2 keys), which the page route reads per request.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { optionalText, text } from '../elements';

export type SearchPageProps = { locale: Locale; intro: string | null };

export const searchPageComponent = defineComponent({
  codename: 'search_page_component',
  elements: z.looseObject({
    intro: text().optional(),
  }),
  toProps: (el, ctx): SearchPageProps => ({ locale: ctx.locale, intro: optionalText(el.intro) }),
});
