/** Raw items the quote_people_component module must accept and reject (a type is one unit). */
import { dam, defineFixtures, fx, sampleImage } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'quote_people_component',
  valid: [
    {
      name: 'a staff member with a picture',
      elements: {
        quote: fx.text('Every charter starts with listening.'),
        is_staff_member: fx.choice('yes'),
        person: fx.linked('person_elodie_moreau'),
        image: dam(sampleImage),
        show_icon: fx.choice('yes'),
      },
      linked,
    },
    { name: 'a client by name', elements: { quote: fx.text('Flawless.'), person_name: fx.text('M. Laurent'), profile_link: fx.text('https://example.com/laurent') } },
  ],
  invalid: [
    { why: 'no quote', element: 'quote', elements: { person_name: fx.text('M. Laurent') } },
    { why: 'show icon is text', element: 'show_icon', elements: { quote: fx.text('Yes.'), show_icon: fx.text('yes') } },
  ],
});
