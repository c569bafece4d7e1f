/** Raw items the slider_yacht_component module must accept and reject (spec 5.3 slide rules). */
import { defineFixtures, fx, item } from '../fixtures';
import { validYachtElements } from '../yacht/yacht.fixtures';

const [aurora = {}, ghost = {}] = validYachtElements;
const linked = [
  item('yacht', 'yacht_aurora', aurora),
  item('yacht', 'yacht_ghost', ghost),
  item('button__external___internal_link', 'b_all', { button_text: fx.text('All yachts for sale'), link__external: fx.text('/yachts-for-sale') }),
];

export const fixtures = defineFixtures({
  codename: 'slider_yacht_component',
  valid: [
    {
      name: 'sale slides with link',
      elements: { title: fx.text('Featured yachts'), slides: fx.linked('yacht_aurora', 'yacht_ghost'), slide_type: fx.choice('sale'), link: fx.linked('b_all') },
      linked,
    },
    { name: 'empty', elements: { slides: fx.linked() } },
  ],
  invalid: [
    { why: 'slide type not charter or sale', element: 'slide_type', elements: { slides: fx.linked(), slide_type: fx.choice('both') } },
    { why: 'slides missing', element: 'slides', elements: {} },
  ],
});
