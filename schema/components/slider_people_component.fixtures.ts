/** Raw items the slider_people_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'slider_people_component',
  valid: [
    { name: 'two departments', elements: { headline: fx.text('Meet the team'), people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, linked },
    { name: 'one person, large headline', elements: { people: fx.linked('person_james_hughes'), headline_size: fx.choice('large') }, linked },
  ],
  invalid: [
    { why: 'an unknown headline size', element: 'headline_size', elements: { people: fx.linked(), headline_size: fx.choice('huge') } },
    { why: 'people missing', element: 'people', elements: {} },
  ],
});
