/** Raw items the author_component module must accept and reject (a type is one unit). */
import { defineFixtures, fx } from '../fixtures';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

export const fixtures = defineFixtures({
  codename: 'author_component',
  valid: [
    { name: 'a staff author with reading time', elements: { author_person: fx.linked('person_elodie_moreau'), reading_time: fx.number(6), author_page: fx.linked('page_refit_season') }, linked },
    { name: 'a guest author by name and site', elements: { author_name: fx.text('Anna Berg'), author_url: fx.text('https://annaberg.example') } },
  ],
  invalid: [
    { why: 'reading time is text', element: 'reading_time', elements: { author_name: fx.text('A'), reading_time: fx.text('6 min') } },
    { why: 'author person is text', element: 'author_person', elements: { author_person: fx.text('Élodie') } },
  ],
});
