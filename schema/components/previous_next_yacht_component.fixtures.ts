/** Raw items the previous_next_yacht_component module must accept and reject (spec 2.8, 3.7). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'previous_next_yacht_component',
  valid: [
    {
      name: 'on a sale page with labels',
      elements: { previous_label: fx.text('Previous yacht'), next_label: fx.text('Next yacht') },
      page: { yachtType: 'sale', yacht: 'yacht_x', berth: null, path: '/yacht-for-sale/x', gallery: null },
    },
    {
      name: 'on a charter page',
      elements: {},
      page: { yachtType: 'charter', yacht: 'yacht_x', berth: null, path: '/yacht-for-charter/x', gallery: null },
    },
  ],
  invalid: [{ why: 'label not text', element: 'previous_label', elements: { previous_label: fx.number(1) } }],
});
