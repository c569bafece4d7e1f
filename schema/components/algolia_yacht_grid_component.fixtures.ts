/** Raw items the algolia_yacht_grid_component module must accept and reject (spec 3.10 'Search component'). */
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'algolia_yacht_grid_component',
  valid: [
    {
      name: 'charter yachts over 30 m with their filters shown',
      elements: {
        title: fx.text('Charter yachts over 30 m'),
        query_string: fx.text('m[content.type]=charter&r[content.loaMeter]=30:'),
        show_filters: fx.choice('yes'),
        hits_per_page: fx.number(6),
      },
    },
    { name: 'every yacht, defaults', elements: { query_string: fx.text('') } },
  ],
  invalid: [
    { why: 'hits per page not a number', element: 'hits_per_page', elements: { hits_per_page: fx.text('30') } },
    { why: 'query string not text', element: 'query_string', elements: { query_string: fx.number(5) } },
  ],
});
