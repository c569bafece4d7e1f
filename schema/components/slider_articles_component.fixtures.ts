/** Raw items the slider_articles_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'slider_articles_component',
  valid: [
    { name: 'two featured articles on grey', elements: { articles: fx.linked('page_refit_season', 'page_boat_show'), background_color__options: fx.choice('grey') }, linked },
    { name: 'empty', elements: { articles: fx.linked() } },
  ],
  invalid: [{ why: 'articles missing', element: 'articles', elements: { title: fx.text('Featured') } }],
});
