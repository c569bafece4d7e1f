// @vitest-environment happy-dom
/** header_people_component (spec 3.10 people pictures). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { HeaderPeople } from './HeaderPeople';

const people = fx.linked('person_elodie_moreau', 'person_james_hughes');

describe('header_people_component', () => {
  it("shows the heading and each person's picture and name, centred unless the editor chose otherwise", async () => {
    const centred = await renderDom(<HeaderPeople {...propsFor('header_people_component', { heading: fx.text('Our Monaco team'), pictures_of_people: people }, 'en', { linked })} />);
    expect(centred.getByRole('heading', { name: 'Our Monaco team' })).toBeTruthy();
    expect([...centred.container.querySelectorAll('img')].filter((img) => img.getAttribute('src')?.startsWith('/media/face-1/portrait.jpg?'))).toHaveLength(2);
    expect(centred.getByText('Élodie Moreau')).toBeTruthy();
    expect(centred.container.querySelector('.ed-faces.justify-center')).not.toBeNull();
    const left = await renderDom(<HeaderPeople {...propsFor('header_people_component', { pictures_of_people: people, text_alignment: fx.choice('left') }, 'es', { linked })} />);
    expect(left.container.querySelector('.ed-faces.justify-start')).not.toBeNull();
    expect(left.getByRole('heading', { name: 'Nuestro equipo' })).toBeTruthy();
  });
});
