/** Raw items the yacht_labels_component module must accept and reject: it shows the page's yacht (yacht-page.fixtures-kit.ts). */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, ghostPage, salePage, yachtLinked } from './yacht-page.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'yacht_labels_component',
  valid: [
    { name: 'charter page', elements: {}, page: charterPage, linked: yachtLinked },
    { name: 'sale page on grey', elements: { background_color__options: fx.choice('grey') }, page: salePage, linked: yachtLinked },
    { name: 'ghost page', elements: {}, page: ghostPage, linked: yachtLinked },
  ],
  invalid: [{ why: 'background is text', element: 'background_color__options', elements: { background_color__options: fx.text('grey') }, page: charterPage, linked: yachtLinked }],
});
