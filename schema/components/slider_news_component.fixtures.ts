/** Raw items the slider_news_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'slider_news_component',
  valid: [
    {
      name: 'manual slides on grey tiles',
      elements: { title: fx.text('In the news'), selected_news_category: fx.choice('manual_slides'), slides: fx.linked('page_refit_season', 'page_boat_show'), tile_background: fx.choice('grey') },
      linked,
    },
    { name: 'no choice is manual', elements: { slides: fx.linked('page_refit_season') }, linked },
  ],
  invalid: [
    { why: 'a category the spec does not name', element: 'selected_news_category', elements: { selected_news_category: fx.choice('gossip') } },
    { why: 'an unknown tile background', element: 'tile_background', elements: { tile_background: fx.choice('pink') } },
  ],
});
