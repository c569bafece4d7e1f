/**
 * sitemap_component (spec 2.2 /sitemap): the HTML sitemap, generated from the published pages
 * grouped as the main menu groups them (components/Sitemap/load.ts); the editor sets its heading.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';

export type SitemapProps = {
  locale: Locale;
  /** The editor's heading; the type's own words (site/messages) when empty. */
  title: string | null;
  background: Background;
};

export const sitemapComponent = defineComponent({
  codename: 'sitemap_component',
  elements: z.looseObject({ title: text().optional(), background_color__options: background().optional() }),
  toProps: (el, ctx): SitemapProps => ({ locale: ctx.locale, title: optionalText(el.title), background: toBackground(el.background_color__options) }),
});
