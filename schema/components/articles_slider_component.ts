/**
 * articles_slider_component (spec 2.16; its tiles are the article tiles of 3.9 with the picture of
 * 4.7): a row of article tiles that slides. Element names are this content model's: title,
 * articles (linked pages), tile_link_text, an optional button below (link) and the background of 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { articleTiles, type ArticleTile } from './article-tile';
import { buttonExternalInternalLink, type ButtonLinkProps } from './button__external___internal_link';

export type ArticlesSliderProps = {
  locale: Locale;
  title: string | null;
  tiles: ArticleTile[];
  tileLinkText: string | null;
  link: ButtonLinkProps | null;
  background: Background;
};

export const articlesSliderComponent = defineComponent({
  codename: 'articles_slider_component',
  elements: z.looseObject({
    title: text().optional(),
    articles: linkedItems(),
    tile_link_text: text().optional(),
    link: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ArticlesSliderProps => ({
    locale: ctx.locale,
    title: optionalText(el.title),
    tiles: articleTiles(ctx, 'articles', el.articles.value),
    tileLinkText: optionalText(el.tile_link_text),
    link: linkedProps(ctx, buttonExternalInternalLink, 'link', el.link?.value.slice(0, 1) ?? [])[0] ?? null,
    background: toBackground(el.background_color__options),
  }),
});
