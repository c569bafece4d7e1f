/**
 * slider_articles_component (spec 2.16; slides are the article tiles of 3.9, pictures per 4.7):
 * featured articles, one large slide at a time (picture beside category, date, title, description
 * and link). Element names are this content model's: title, articles (linked pages),
 * tile_link_text and the background of 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { articleTiles, type ArticleTile } from './article-tile';

export type SliderArticlesProps = {
  locale: Locale;
  title: string | null;
  tiles: ArticleTile[];
  tileLinkText: string | null;
  background: Background;
};

export const sliderArticlesComponent = defineComponent({
  codename: 'slider_articles_component',
  elements: z.looseObject({
    title: text().optional(),
    articles: linkedItems(),
    tile_link_text: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderArticlesProps => ({
    locale: ctx.locale,
    title: optionalText(el.title),
    tiles: articleTiles(ctx, 'articles', el.articles.value),
    tileLinkText: optionalText(el.tile_link_text),
    background: toBackground(el.background_color__options),
  }),
});
