/**
 * search_page_component (spec 2.10, 9.2): the search page's search box, filters, results and
 * pagination. Its one element is an optional short intro above the box; the search itself follows
 * the page's URL (9.2 keys), which the page route reads per request.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';

export type SearchPageProps = { locale: Locale; intro: string | null; background: Background };

export const searchPageComponent = defineComponent({
  codename: 'search_page_component',
  elements: z.looseObject({
    intro: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SearchPageProps => ({ locale: ctx.locale, intro: optionalText(el.intro), background: toBackground(el.background_color__options) }),
});
