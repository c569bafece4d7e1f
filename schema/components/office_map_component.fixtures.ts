/** Raw items the office_map_component module must accept and reject. */
import { sampleOffices } from '../catalogue/office.fixtures';
import { defineFixtures, fx } from '../fixtures';

export const fixtures = defineFixtures({
  codename: 'office_map_component',
  valid: [
    {
      name: 'brokerage and crew offices',
      elements: { headline: fx.text('Our offices'), text: fx.text('Twenty offices on four continents.'), offices: fx.linked('office_monaco', 'office_crew_palma') },
      linked: sampleOffices,
    },
    { name: 'offices only', elements: { offices: fx.linked('office_monaco') }, linked: sampleOffices },
  ],
  invalid: [
    { why: 'no office linked', element: 'offices', elements: { offices: fx.linked() } },
    { why: 'offices not linked items', element: 'offices', elements: { offices: fx.text('monaco') } },
  ],
});
