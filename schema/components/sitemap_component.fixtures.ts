/** Raw items the sitemap_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'sitemap_component',
  valid: [
    { name: 'on grey, with a title', elements: { title: fx.text('All pages'), background_color__options: fx.choice('grey') } },
    { name: 'empty: the type’s own heading on white', elements: {} },
  ],
  invalid: [{ why: 'title is a number', element: 'title', elements: { title: fx.number(3) } }],
});
