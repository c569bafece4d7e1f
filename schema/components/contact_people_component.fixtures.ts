/** Raw items the contact_people_component module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { PEOPLE_LINKED } from './people-fixtures';

export const fixtures = defineFixtures({
  codename: 'contact_people_component',
  valid: [
    {
      name: 'complete',
      elements: { title: fx.text('Who to call'), people: fx.linked('person_lucia_ferrer', 'person_marco_rossi'), background_color__options: fx.choice('grey') },
      linked: PEOPLE_LINKED,
    },
    { name: 'empty', elements: { people: fx.linked() } },
  ],
  invalid: [
    { why: 'people missing', element: 'people', elements: { title: fx.text('Who to call') } },
    { why: 'people not linked items', element: 'people', elements: { people: fx.text('Lucía') } },
  ],
});
