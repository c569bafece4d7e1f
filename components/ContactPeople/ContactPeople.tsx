/** contact_people_component (spec 3.8): contact-people cards with phone, e-mail, working days and hours. */
import type { BlockProps } from '../ui/block';
import { BrokerCard } from '../ContactBrokerDrawer/BrokerCard';
import { Container } from '../ui/Container';
import { Section } from '../ui/Section';
import { wordsOf } from '../../schema/words';

export function ContactPeople({ title, people, background, t, edit }: BlockProps<'contact_people_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'drawers');
  if (people.length === 0 && !title) return null;
  return (
    <Section background={background} className="py-12">
      <Container>
        {title ? (
          <h2 className="text-center text-2xl font-light text-navy sm:text-3xl" {...edit('title')}>
            {title}
          </h2>
        ) : null}
        <div className="mt-6 grid gap-x-10 md:grid-cols-2" {...edit('people')}>
          {people.map((person) => (
            <BrokerCard key={person.codename} broker={person} labels={labels} />
          ))}
        </div>
      </Container>
    </Section>
  );
}
