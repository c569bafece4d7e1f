/** Raw items the search_page_component module must accept and reject (spec 2.10). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'search_page_component',
  valid: [
    { name: 'with an intro', elements: { intro: fx.text('Filter 5,000 yachts by length, guests and price.') } },
    { name: 'without elements', elements: {} },
  ],
  invalid: [{ why: 'intro not text', element: 'intro', elements: { intro: fx.number(3) } }],
});
