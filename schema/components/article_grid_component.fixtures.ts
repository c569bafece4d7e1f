/** Raw items the article_grid_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'article_grid_component',
  valid: [
    {
      name: 'two articles, square pictures',
      elements: { title: fx.text('Latest'), articles: fx.linked('page_refit_season', 'page_boat_show'), image_format: fx.choice('square'), tile_link_text: fx.text('Read the story') },
      linked,
    },
    { name: 'no articles yet', elements: { articles: fx.linked() } },
  ],
  invalid: [
    { why: 'an unknown image format', element: 'image_format', elements: { articles: fx.linked(), image_format: fx.choice('panorama') } },
    { why: 'articles missing', element: 'articles', elements: {} },
  ],
});
