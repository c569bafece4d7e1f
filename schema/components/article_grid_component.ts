/**
 * article_grid_component (spec 3.9 article list: articles, imageFormat, tileLinkText; tiles of
 * 3.9 with the picture of 4.7 and the tags of 5.3). The element names are this content model's:
 * title, articles (linked pages), image_format (landscape unless chosen), tile_link_text and the
 * background of spec 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { ARTICLE_GRID_DEFAULTS, ARTICLE_IMAGE_FORMATS, type ArticleImageFormat } from '../constants/editorial';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, choice, firstChoice, linkedItems, optionalText, text, toBackground } from '../elements';
import { articleTiles, type ArticleTile } from './article-tile';

export type ArticleGridProps = {
  locale: Locale;
  title: string | null;
  tiles: ArticleTile[];
  imageFormat: ArticleImageFormat;
  /** The words of each tile's link; the type's own when empty. */
  tileLinkText: string | null;
  background: Background;
};

export const articleGridComponent = defineComponent({
  codename: 'article_grid_component',
  elements: z.looseObject({
    title: text().optional(),
    articles: linkedItems(),
    image_format: choice('Image format', ARTICLE_IMAGE_FORMATS).optional(),
    tile_link_text: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): ArticleGridProps => ({
    locale: ctx.locale,
    title: optionalText(el.title),
    tiles: articleTiles(ctx, 'articles', el.articles.value),
    imageFormat: firstChoice(el.image_format, ARTICLE_GRID_DEFAULTS.imageFormat),
    tileLinkText: optionalText(el.tile_link_text),
    background: toBackground(el.background_color__options),
  }),
});
