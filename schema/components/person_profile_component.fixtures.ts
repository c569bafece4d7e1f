/** Raw items the person_profile_component module must accept and reject: it shows the page's person (people-fixtures.ts). */
import type { PageContext } from '../define';
import { defineFixtures, fx } from '../fixtures';
import { PEOPLE_LINKED } from './people-fixtures';

const personPage = (person: string): PageContext => ({ yachtType: null, yacht: null, berth: null, person, path: '/offices-and-people/palma/lucia-ferrer', gallery: null });

export const fixtures = defineFixtures({
  codename: 'person_profile_component',
  valid: [
    { name: 'a broker with a biography and social links, on grey', elements: { background_color__options: fx.choice('grey') }, page: personPage('person_lucia_ferrer'), linked: PEOPLE_LINKED },
    { name: 'a broker without a page, office or biography', elements: {}, page: personPage('person_marco_rossi'), linked: PEOPLE_LINKED },
  ],
  invalid: [
    { why: 'background is text', element: 'background_color__options', elements: { background_color__options: fx.text('grey') }, page: personPage('person_lucia_ferrer'), linked: PEOPLE_LINKED },
  ],
});
