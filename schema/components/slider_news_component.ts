/**
 * slider_news_component (spec 3.9 news teaser / news slide, 5.3 news slider). From the spec: the
 * slide (image, start and end dates as ISO or null, title, category of 3.9 or null, pageCategory,
 * url), selected_news_category with 'manual_slides' choosing the editor's slides, and a tile
 * background 'grey' mapping to 'gray-50'. The other element names are this content model's:
 * title, slides (linked pages), count (slides of a category, 6 unless given, at most 12) and
 * tile_background. Slides of a category are found while the page renders (load.ts).
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import {
  NEWS_CATEGORIES,
  NEWS_SLIDER_DEFAULT_COUNT,
  NEWS_SLIDER_MANUAL,
  NEWS_SLIDER_MAX_COUNT,
  NEWS_SLIDER_SELECTIONS,
  NEWS_TILE_BACKGROUNDS,
  type NewsCategory,
  type NewsSliderSelection,
  type NewsTileBackground,
} from '../constants/editorial';
import { defineComponent } from '../define';
import { background, choice, firstChoice, linkedItems, number, optionalText, text, toBackground } from '../elements';
import type { Locale } from '../constants/locale';
import type { PagePicture } from '../page-image';
import { articleTiles, type ArticleTile } from './article-tile';

/** Spec 3.9 news teaser / news slide. */
export type NewsSlide = {
  id: string;
  image: PagePicture | null;
  startDate: string | null;
  endDate: string | null;
  title: string;
  category: NewsCategory | null;
  /** The kind of page, e.g. 'News'. */
  pageCategory: string | null;
  /** The page_type's codename, to name it in the page's language (messages pageTypes). */
  pageCategoryKey: string | null;
  url: string;
};

export type SliderNewsProps = {
  locale: Locale;
  title: string | null;
  selection: NewsSliderSelection;
  /** The editor's slides; shown only with 'manual_slides' (spec 5.3). */
  slides: NewsSlide[];
  count: number;
  tileBackground: NewsTileBackground;
  background: Background;
};

const isNewsCategory = (value: string | null): value is NewsCategory => NEWS_CATEGORIES.some((c) => c === value);

export const newsSlideOf = (tile: ArticleTile): NewsSlide => ({
  id: tile.codename,
  image: tile.image,
  startDate: tile.startDate,
  endDate: tile.endDate,
  title: tile.title,
  category: isNewsCategory(tile.newsCategory) ? tile.newsCategory : null,
  pageCategory: tile.category,
  pageCategoryKey: tile.categoryKey,
  url: tile.href,
});

export const sliderNewsComponent = defineComponent({
  codename: 'slider_news_component',
  elements: z.looseObject({
    title: text().optional(),
    selected_news_category: choice('Selected news category', NEWS_SLIDER_SELECTIONS).optional(),
    slides: linkedItems().optional(),
    count: number().optional(),
    tile_background: choice('Tile background', ['white', 'grey']).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderNewsProps => {
    const selection = firstChoice(el.selected_news_category, NEWS_SLIDER_MANUAL);
    const asked = el.count?.value ?? null;
    const valid = asked !== null && Number.isInteger(asked) && asked >= 1 && asked <= NEWS_SLIDER_MAX_COUNT;
    if (asked !== null && !valid) {
      ctx.report({ item: ctx.item, element: 'count', problem: `Count must be a whole number from 1 to ${NEWS_SLIDER_MAX_COUNT}; showing ${NEWS_SLIDER_DEFAULT_COUNT}` });
    }
    const manual = selection === NEWS_SLIDER_MANUAL;
    if (!manual && (el.slides?.value.length ?? 0) > 0) {
      ctx.report({ item: ctx.item, element: 'slides', problem: `Slides are shown only when the selected news category is 'manual_slides'; this slider shows ${selection}` });
    }
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      selection,
      slides: manual ? articleTiles(ctx, 'slides', el.slides?.value ?? []).map(newsSlideOf) : [],
      count: valid && asked !== null ? asked : NEWS_SLIDER_DEFAULT_COUNT,
      tileBackground: NEWS_TILE_BACKGROUNDS[firstChoice(el.tile_background, 'white')],
      background: toBackground(el.background_color__options),
    };
  },
});
