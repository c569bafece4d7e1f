/** Raw items the numbers_item module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'numbers_item',
  valid: [
    { name: 'complete', elements: { prefix: fx.text('+'), number: fx.number(1200), unit: fx.text('yachts'), text: fx.text('sold') } },
    { name: 'zero', elements: { number: fx.number(0) } },
  ],
  invalid: [
    { why: 'number missing', element: 'number', elements: { text: fx.text('x') } },
    { why: 'number empty', element: 'number', elements: { number: fx.number(null) } },
    { why: 'number as text', element: 'number', elements: { number: { type: 'number', name: 'n', value: '12' } } },
  ],
});
