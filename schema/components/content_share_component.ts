/**
 * content_share_component (spec 2.8, 2.16 'share options'): share the page by e-mail (subject: the
 * page's title), on social networks, by copying its link, or through the phone's share sheet.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';
import { pageYacht } from '../yacht/view';

export type ContentShareProps = {
  locale: Locale;
  /** The editor's heading; the component's own ('Share') when empty. */
  title: string | null;
  /** The page's localised path; the site adds its origin. */
  path: string | null;
  /** The mail subject: the yacht's name on a yacht page; the browser's page title otherwise. */
  subject: string | null;
  background: Background;
};

export const contentShareComponent = defineComponent({
  codename: 'content_share_component',
  elements: z.looseObject({ title: text().optional(), background_color__options: background().optional() }),
  toProps: (el, ctx): ContentShareProps => {
    // Any page may share itself; only a yacht page has a yacht to name.
    const yacht = ctx.page.yacht ? pageYacht(ctx) : null;
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      path: ctx.page.path !== null ? ctx.href(ctx.page.path) : null,
      subject: yacht?.name ?? null,
      background: toBackground(el.background_color__options),
    };
  },
});
