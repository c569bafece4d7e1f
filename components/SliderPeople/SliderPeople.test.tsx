// @vitest-environment happy-dom
/** slider_people_component (spec 3.8 people slider, 9.6). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor } from '../../testing/component-kit';
import { renderDom } from '../../testing/dom';
import { SliderPeople } from './SliderPeople';

describe('slider_people_component', () => {
  it('each person with portrait, position, office and own page (spec 3.8); the departments as a filter', async () => {
    const page = await renderDom(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, 'en', { linked })} />);
    expect(page.getByText('Meet the team').closest('.ttl-xlf, [class*="ttl-xlf"]')).not.toBeNull();
    expect(page.getAllByRole('img', { name: 'Portrait' }).length).toBeGreaterThan(0);
    expect(page.getAllByText(/Head of Charter/).length).toBeGreaterThan(0);
    expect(page.getAllByRole('link', { name: 'Élodie Moreau' })[0]?.getAttribute('href')).toBe('/offices-and-people/monaco/elodie-moreau/');
    const filter = page.getByRole('group', { name: 'Filter by department' });
    const departments = [...filter.querySelectorAll('button')];
    expect(departments.map((button) => button.textContent)).toEqual(['All', 'Charter', 'Sales']);
    expect(departments[0]?.getAttribute('aria-pressed')).toBe('true');
  });

  it('names the departments in the page language', async () => {
    const page = await renderDom(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, 'es', { linked })} />);
    expect([...page.getByRole('group').querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Todos', 'Chárter', 'Ventas']);
  });

  it('one person is not a slider and has no filter; Spanish words on Spanish pages', async () => {
    const page = await renderDom(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_james_hughes') }, 'es', { linked })} />);
    expect(page.container.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    expect(page.container.querySelector('[aria-pressed]')).toBeNull();
    expect(page.getByText('Conozca al equipo')).toBeTruthy();
  });
});
