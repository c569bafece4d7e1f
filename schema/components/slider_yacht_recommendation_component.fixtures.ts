/** Raw items the slider_yacht_recommendation_component module must accept and reject. */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, salePage, yachtLinked } from './yacht-page.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'slider_yacht_recommendation_component',
  valid: [
    { name: 'on a charter page, titled', elements: { title: fx.text('You may also like') }, page: charterPage, linked: yachtLinked },
    { name: 'on a sale page', elements: {}, page: salePage, linked: yachtLinked },
  ],
  invalid: [{ why: 'title not text', element: 'title', elements: { title: fx.number(1) } }],
});
