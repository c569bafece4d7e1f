/** slider_people_component (spec 3.8 people slider, 9.6). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { SliderPeople } from './SliderPeople';

describe('slider_people_component', () => {
  it('each person with portrait, position, office and own page (spec 3.8); the departments as a filter', async () => {
    const html = await renderHtml(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, 'en', { linked })} />);
    expect(html).toContain('Meet the team');
    expect(html).toContain('class="ttl-xlf');
    expect(html).toContain('alt="Portrait"');
    expect(html).toContain('Head of Charter');
    expect(html).toMatch(/href="\/offices-and-people\/monaco\/elodie-moreau\/"[^>]*>Élodie Moreau<\/a>/);
    expect(html).toMatch(/role="group" aria-label="Filter by department"/);
    expect(html).toMatch(/aria-pressed="true"[^>]*>All<\/button>.*>Charter<\/button>.*>Sales<\/button>/);
  });

  it('names the departments in the page language', async () => {
    const html = await renderHtml(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_elodie_moreau', 'person_james_hughes') }, 'es', { linked })} />);
    expect(html).toMatch(/>Todos<\/button>.*>Chárter<\/button>.*>Ventas<\/button>/);
  });

  it('one person is not a slider and has no filter; Spanish words on Spanish pages', async () => {
    const html = await renderHtml(<SliderPeople {...propsFor('slider_people_component', { people: fx.linked('person_james_hughes') }, 'es', { linked })} />);
    expect(html).not.toContain('carousel');
    expect(html).not.toContain('aria-pressed');
    expect(html).toContain('Conozca al equipo');
  });
});
