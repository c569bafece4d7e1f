/** Raw items the dynamic_grid_component module must accept and reject (spec 9.2 dynamic grid categories). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'dynamic_grid_component',
  valid: [
    { name: 'newest news', elements: { title: fx.text('Latest news'), category: fx.choice('news'), order: fx.choice('newest'), count: fx.number(3) } },
    { name: 'people, default order and count', elements: { category: fx.choice('people') } },
  ],
  invalid: [
    { why: 'no category', element: 'category', elements: { category: fx.choice() } },
    { why: 'unknown category', element: 'category', elements: { category: fx.choice('yachts') } },
    { why: 'unknown order', element: 'order', elements: { category: fx.choice('news'), order: fx.choice('random') } },
  ],
});
