/** Raw items the big_numbers_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx, item } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'big_numbers_component',
  valid: [
    {
      name: 'with items',
      elements: { headline: fx.text('Since 1990'), text: fx.richText('<p>Decades at sea.</p>'), items: fx.linked('big_offices') },
      linked: [item('numbers_item', 'big_offices', { number: fx.number(16), text: fx.text('offices worldwide') })],
    },
    { name: 'empty', elements: {} },
  ],
  invalid: [{ why: 'items not linked items', element: 'items', elements: { items: fx.number(3) } }],
});
