/** Raw items the contact_broker_drawer module must accept and reject (DESIGN.md: a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { PEOPLE_LINKED } from './people-fixtures';

export const fixtures = defineFixtures({
  codename: 'contact_broker_drawer',
  valid: [
    {
      name: 'complete',
      elements: {
        title: fx.text('Talk to a broker'),
        intro: fx.text('Our brokers answer within a day.'),
        button_text: fx.text('Contact a broker'),
        brokers: fx.linked('person_lucia_ferrer', 'person_marco_rossi'),
      },
      linked: PEOPLE_LINKED,
    },
    { name: 'no brokers yet', elements: { brokers: fx.linked() } },
  ],
  invalid: [
    { why: 'brokers missing', element: 'brokers', elements: { title: fx.text('Brokers') } },
    { why: 'title not text', element: 'title', elements: { title: fx.number(3), brokers: fx.linked() } },
  ],
});
