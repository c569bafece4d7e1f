/**
 * previous_next_yacht_component (spec 2.8, 3.7, 4.3): the back button and the previous and next
 * yacht links of a yacht page. Its only elements are optional link labels (3.10 buttonsLabels): the page's market view and path
 * choose the default listing; the visitor's list (session storage) is read in the browser.
 */
import { z } from 'zod';
import type { Locale } from '../constants/locale';
import { DEFAULT_LISTING, SEARCH_PATH } from '../constants/yacht';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';

export type PreviousNextYachtProps =
  | {
      locale: Locale;
      /** The page's own URL as visitors see it (localised). */
      currentPath: string;
      yachtType: 'charter' | 'sale';
      /** Spec 2.8: back without a list goes to the view's listing; back to search to /search. */
      defaultBackUrl: string;
      searchUrl: string;
      /** Spec 3.10 buttonsLabels: the editor's words for the previous/next links, else the site's. */
      editorLabels: { previous: string | null; next: string | null };
      background: Background;
    }
  | { locale: Locale; currentPath: null; background: Background };

export const previousNextYachtComponent = defineComponent({
  codename: 'previous_next_yacht_component',
  elements: z.looseObject({
    previous_label: text().optional(),
    next_label: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): PreviousNextYachtProps => {
    const { yachtType, path } = ctx.page;
    if (!yachtType || !path) {
      ctx.report({
        item: ctx.item,
        element: '(page yacht)',
        problem: "Previous/next yacht belongs on a yacht page: set the page's 'yacht_type' (charter or sale)",
      });
      return { locale: ctx.locale, currentPath: null, background: toBackground(el.background_color__options) };
    }
    return {
      locale: ctx.locale,
      currentPath: ctx.href(path),
      yachtType,
      defaultBackUrl: ctx.href(DEFAULT_LISTING[yachtType]),
      searchUrl: ctx.href(SEARCH_PATH),
      editorLabels: { previous: optionalText(el.previous_label), next: optionalText(el.next_label) },
      background: toBackground(el.background_color__options),
    };
  },
});
