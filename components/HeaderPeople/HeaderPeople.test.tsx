/** header_people_component (spec 3.10 people pictures). */
import { describe, expect, it } from 'vitest';
import { fx } from '../../schema/fixtures';
import { EDITORIAL_LINKED as linked } from '../../schema/components/editorial-fixtures';
import { propsFor, renderHtml } from '../../testing/component-kit';
import { HeaderPeople } from './HeaderPeople';

const people = fx.linked('person_elodie_moreau', 'person_james_hughes');

describe('header_people_component', () => {
  it("shows the heading and each person's picture and name, centred unless the editor chose otherwise", async () => {
    const centred = await renderHtml(<HeaderPeople {...propsFor('header_people_component', { heading: fx.text('Our Monaco team'), pictures_of_people: people }, 'en', { linked })} />);
    expect(centred).toContain('Our Monaco team');
    expect(centred.match(/src="\/media\/face-1\/portrait\.jpg\?/g)).toHaveLength(2);
    expect(centred).toContain('Élodie Moreau');
    expect(centred).toContain('ed-faces justify-center');
    const left = await renderHtml(<HeaderPeople {...propsFor('header_people_component', { pictures_of_people: people, text_alignment: fx.choice('left') }, 'es', { linked })} />);
    expect(left).toContain('ed-faces justify-start');
    expect(left).toContain('Nuestro equipo');
  });
});
