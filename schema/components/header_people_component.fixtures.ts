/** Raw items the header_people_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'header_people_component',
  valid: [
    {
      name: 'left-aligned team',
      elements: { heading: fx.text('Our Monaco team'), text_alignment: fx.choice('left'), pictures_of_people: fx.linked('person_elodie_moreau', 'person_james_hughes') },
      linked,
    },
    { name: 'nobody yet', elements: { pictures_of_people: fx.linked() } },
  ],
  invalid: [
    { why: 'an alignment the spec does not name', element: 'text_alignment', elements: { pictures_of_people: fx.linked(), text_alignment: fx.choice('justify') } },
    { why: 'pictures missing', element: 'pictures_of_people', elements: { heading: fx.text('Team') } },
  ],
});
