/** Raw items the articles_slider_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'articles_slider_component',
  valid: [
    { name: 'two articles and a button', elements: { title: fx.text('More to read'), articles: fx.linked('page_refit_season', 'page_boat_show'), link: fx.linked('ed_all_news') }, linked },
    { name: 'one article', elements: { articles: fx.linked('page_refit_season') }, linked },
  ],
  invalid: [
    { why: 'articles is text', element: 'articles', elements: { articles: fx.text('page_refit_season') } },
    { why: 'tile link text is a number', element: 'tile_link_text', elements: { articles: fx.linked(), tile_link_text: fx.number(2) } },
  ],
});
