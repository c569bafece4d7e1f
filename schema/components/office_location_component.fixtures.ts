/** Raw items the office_location_component module must accept and reject. */
import { sampleOffices } from '../catalogue/office.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'office_location_component',
  valid: [
    { name: 'head office', elements: { headline: fx.text('Visit us in Monaco'), office: fx.linked('office_monaco') }, linked: sampleOffices },
    { name: 'crew office without headline', elements: { office: fx.linked('office_crew_palma') }, linked: sampleOffices },
  ],
  invalid: [
    { why: 'no office linked', element: 'office', elements: { office: fx.linked() } },
    { why: 'two offices linked', element: 'office', elements: { office: fx.linked('office_monaco', 'office_crew_palma') } },
  ],
});
