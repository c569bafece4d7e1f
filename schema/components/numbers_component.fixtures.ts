/** Raw items the numbers_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx, item } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'numbers_component',
  valid: [
    {
      name: 'inverted with items',
      elements: { headline: fx.text('In numbers'), style: fx.choice('inverted'), items: fx.linked('numbers_sold') },
      linked: [
        item('numbers_item', 'numbers_sold', {
          prefix: fx.text('+'),
          number: fx.number(1200),
          unit: fx.text('yachts'),
          text: fx.text('sold since 1990'),
        }),
      ],
    },
    { name: 'empty', elements: {} },
  ],
  invalid: [{ why: 'unknown style', element: 'style', elements: { style: fx.choice('bold') } }],
});
