/** Raw items the slider_quote_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'slider_quote_component',
  valid: [
    { name: 'one quote on grey', elements: { quotes: fx.linked('quote_client'), background_color__options: fx.choice('grey') }, linked },
    { name: 'a client and a staff quote', elements: { title: fx.text('In their words'), quotes: fx.linked('quote_client', 'quote_staff') }, linked },
  ],
  invalid: [{ why: 'quotes missing', element: 'quotes', elements: { title: fx.text('Quotes') } }],
});
