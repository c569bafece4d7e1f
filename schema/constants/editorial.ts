/** Spec 3.8-3.10, 5.3 and 9.6 values of the article, news and people blocks. */

/** Spec 3.9: the news categories of a news slide (and of a news slider's selection). */
export const NEWS_CATEGORIES = ['brokerage_news', 'charter_news', 'company_news', 'new_construction_news', 'lifestyle', 'corporate___luxury_events'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Spec 5.3: the news slider's selection that shows the editor's own slides. */
export const NEWS_SLIDER_MANUAL = 'manual_slides';
export const NEWS_SLIDER_SELECTIONS = [NEWS_SLIDER_MANUAL, ...NEWS_CATEGORIES] as const;
export type NewsSliderSelection = (typeof NEWS_SLIDER_SELECTIONS)[number];

/** Spec 5.3: a tile background 'grey' maps to 'gray-50'; anything else is white. */
export const NEWS_TILE_BACKGROUNDS = { grey: 'gray-50', white: 'white' } as const;
export type NewsTileBackground = (typeof NEWS_TILE_BACKGROUNDS)[keyof typeof NEWS_TILE_BACKGROUNDS];

/** How many slides a news slider shows of its category when the editor gives no count, and at most. */
export const NEWS_SLIDER_DEFAULT_COUNT = 6;
export const NEWS_SLIDER_MAX_COUNT = 12;

/** Spec 3.10: the people pictures' text alignment; centred unless chosen. */
export const TEXT_ALIGNMENTS = ['left', 'right', 'center'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];
export const HEADER_PEOPLE_DEFAULTS = { alignment: 'center' } as const;

/** Spec 3.9 article list imageFormat: the tiles' picture shape; landscape unless chosen. */
export const ARTICLE_IMAGE_FORMATS = ['landscape', 'square', 'portrait'] as const;
export type ArticleImageFormat = (typeof ARTICLE_IMAGE_FORMATS)[number];
export const ARTICLE_GRID_DEFAULTS = { imageFormat: 'landscape' } as const;

/** Spec 9.6: the people slider's headline size is 'small' unless chosen. */
export const PEOPLE_HEADLINE_SIZES = ['small', 'medium', 'large'] as const;
export type PeopleHeadlineSize = (typeof PEOPLE_HEADLINE_SIZES)[number];
