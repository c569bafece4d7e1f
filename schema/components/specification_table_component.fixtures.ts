/** Raw items the specification_table_component module must accept and reject: it shows the page's yacht (yacht-page.fixtures-kit.ts). */
import { defineFixtures, fx } from '../fixtures';
import { charterPage, ghostPage, salePage, yachtLinked } from './yacht-page.fixtures-kit';

export const fixtures = defineFixtures({
  codename: 'specification_table_component',
  valid: [
    { name: 'charter page', elements: {}, page: charterPage, linked: yachtLinked },
    { name: 'sale page on grey', elements: { background_color__options: fx.choice('grey') }, page: salePage, linked: yachtLinked },
    { name: 'ghost page', elements: {}, page: ghostPage, linked: yachtLinked },
    { name: 'with a title', elements: { title: fx.text('On board') }, page: salePage, linked: yachtLinked },
  ],
  invalid: [
    { why: 'title is a number', element: 'title', elements: { title: fx.number(3) } },
    { why: 'background is text', element: 'background_color__options', elements: { background_color__options: fx.text('grey') }, page: charterPage, linked: yachtLinked },
  ],
});
