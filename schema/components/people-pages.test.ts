import { describe, expect, it } from 'vitest';
import { fx } from '../fixtures';
import { propsFor } from '../../testing/component-kit';
import { EDITORIAL_LINKED as linked } from './editorial-fixtures';

const PAGE = '/offices-and-people/monaco/elodie-moreau';

describe('people link to their own pages (spec 3.8)', () => {
  it.each(['en', 'es'] as const)("the people slider's detailUrl is the person's page, and a person without a page gets no link (%s)", (locale) => {
    const { employees } = propsFor('slider_people_component', { people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, locale, { linked });
    expect(employees.map((e) => [e.fullName, e.detailUrl])).toEqual([
      ['Élodie Moreau', `${locale === 'es' ? '/es' : ''}${PAGE}/`],
      ['James Hughes', null],
    ]);
  });

  it.each(['en', 'es'] as const)("the author block's authorPage is the linked person's page when the block links no page (%s)", (locale) => {
    const author = propsFor('author_component', { author_person: fx.linked('person_elodie_moreau') }, locale, { linked });
    expect(author.href).toBe(`${locale === 'es' ? '/es' : ''}${PAGE}/`);
    expect(author.external).toBe(false);
    const nobody = propsFor('author_component', { author_person: fx.linked('person_james_hughes') }, locale, { linked });
    expect(nobody.href).toBeNull();
  });
});
