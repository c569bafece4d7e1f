/** Valid and invalid `person` items (spec 3.8) for the schema and validate tests. */
import { PEOPLE_LINKED } from '../components/people-fixtures';
import { dam, fx, sampleImage, type RejectedElements } from '../fixtures';

const elementsOf = (codename: string): Record<string, unknown> => {
  const found = PEOPLE_LINKED.find((item) => item.system.codename === codename);
  if (!found) throw new Error(`No person fixture ${codename}`);
  return found.elements;
};

export const validPersonElements: readonly Record<string, unknown>[] = [
  elementsOf('person_lucia_ferrer'),
  elementsOf('person_marco_rossi'),
  {
    first_name: fx.text('Élodie'),
    last_name: fx.text('Moreau'),
    job_title: fx.text('Head of Charter'),
    department: { type: 'taxonomy', name: 'Department', taxonomy_group: 'department', value: [{ name: 'Charter', codename: 'charter' }] },
    photo: dam(sampleImage),
    person_data: fx.custom(JSON.stringify({ fullname: 'Élodie Moreau', title: 'Head of Charter', socialmedias: { followmeon: [{ id: 'linkedin', url: 'https://www.linkedin.com/in/elodie' }] } })),
    biography: fx.richText('<p>Élodie runs the charter team.</p>'),
  },
];

export const invalidPersonElements: readonly RejectedElements[] = [
  { why: 'no last name', elements: { first_name: fx.text('Ana'), last_name: fx.text(' ') } },
  { why: 'person_data is not JSON', elements: { first_name: fx.text('Ana'), last_name: fx.text('Ruiz'), person_data: fx.custom('{broken') } },
  { why: 'an unknown contact option', elements: { first_name: fx.text('Ana'), last_name: fx.text('Ruiz'), contact_options: fx.choice('carrier_pigeon') } },
];
