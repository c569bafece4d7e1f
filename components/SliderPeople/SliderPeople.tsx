/**
 * slider_people_component (spec 3.8 people slider, 9.6 headline 'small'): the team as cards
 * (portrait, name, position, office linking to its page) in a row that slides, with the distinct
 * departments as a filter. One person is drawn alone.
 */
import type { Employee } from '../../schema/components/slider_people_component';
import type { PeopleHeadlineSize } from '../../schema/constants/editorial';
import type { BlockProps } from '../ui/block';
import { fill, wordsOf } from '../../schema/words';
import { Container } from '../ui/Container';
import { Picture } from '../ui/editorial/Picture';
import { Heading } from '../ui/Heading';
import { Section } from '../ui/Section';
import { Slides } from '../ui/slider/Slides';

const SIZES: Record<PeopleHeadlineSize, 'xl-futura' | '2xl' | '3xl'> = { small: 'xl-futura', medium: '2xl', large: '3xl' };

function Person({ employee }: { employee: Employee }) {
  return (
    <article className="group dg-card" data-person={employee.codename}>
      <div className="yc-media ed-sq">
        {employee.personPicture?.isImage ? <Picture url={employee.personPicture.url} alt={employee.personPicture.alt || employee.fullName} widths={[480]} className="yc-img" /> : null}
      </div>
      <div className="dg-body">
        {/* Spec 3.8 detailUrl: the person's own page; a person without one gets no link. */}
        <h3 className="yc-name">
          {employee.detailUrl ? (
            <a href={employee.detailUrl} className="yc-link">
              {employee.fullName}
            </a>
          ) : (
            employee.fullName
          )}
        </h3>
        {employee.position ? <p className="dg-text">{employee.position}</p> : null}
        {employee.office ? <p className="dg-date">{employee.office}</p> : null}
      </div>
    </article>
  );
}

export function SliderPeople({ headline, headlineSize, employees, departments, background, t, edit }: BlockProps<'slider_people_component', 't' | 'edit'>) {
  if (employees.length === 0) return null;
  const words = wordsOf(t, 'editorial');
  const heading = headline ?? t('sliderPeople.title');
  // The taxonomy's term names are the CMS's (one language); the site names the departments it knows.
  const named: Partial<Record<string, string>> = wordsOf(t, 'sliderPeople.departments');
  return (
    <Section background={background} className="py-12 md:py-20">
      <Container className="flex flex-col gap-6">
        <Heading as="h2" size={SIZES[headlineSize]} color="blue-dark" {...edit('headline')}>
          {heading}
        </Heading>
        <div {...edit('people')}>
          <Slides
            layout="people"
            words={{ ...words, region: fill(words.slider, { title: heading }) }}
            filter={{ groups: departments.map((d) => ({ value: d.codename, label: named[d.codename] ?? d.name })), slideGroups: employees.map((e) => e.department?.codename ?? null) }}
            slides={employees.map((e) => (
              <Person key={e.codename} employee={e} />
            ))}
          />
        </div>
      </Container>
    </Section>
  );
}
