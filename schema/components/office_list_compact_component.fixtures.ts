/** Raw items the office_list_compact_component module must accept and reject. */
import { sampleOffices } from '../catalogue/office.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'office_list_compact_component',
  valid: [
    { name: 'with map', elements: { headline: fx.text('All offices'), offices: fx.linked('office_monaco', 'office_crew_palma') }, linked: sampleOffices },
    { name: 'list only', elements: { offices: fx.linked('office_crew_palma'), hide_map: fx.choice('yes') }, linked: sampleOffices },
  ],
  invalid: [
    { why: 'no office linked', element: 'offices', elements: { offices: fx.linked() } },
    { why: 'unknown hide map option', element: 'hide_map', elements: { offices: fx.linked('office_monaco'), hide_map: fx.choice('maybe') } },
  ],
});
