/**
 * person_profile_component (spec 3.8): the person a people page shows, with the page's h1. Contact
 * options follow the contact-broker drawer's rules (the phone only when visible, the apps chosen).
 */
import type { BlockProps } from '../ui/block';
import { Container } from '../ui/Container';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { fill, wordOf, wordsOf } from '../../schema/words';

/** Networks' own spellings; an unknown one reads as its id. */
const NETWORKS: Readonly<Record<string, string>> = { linkedin: 'LinkedIn', instagram: 'Instagram', facebook: 'Facebook', x: 'X', twitter: 'X', youtube: 'YouTube' };
const networkName = (id: string): string => NETWORKS[id.toLowerCase()] ?? id;

export function PersonProfile({ person, background, t, renderRichText }: BlockProps<'person_profile_component', 't' | 'renderRichText'>) {
  if (!person) return null;
  const words = wordsOf(t, 'personProfile');
  const drawer = wordsOf(t, 'drawers');
  const { contact } = person;
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container className="grid gap-10 md:grid-cols-[minmax(0,20rem)_1fr] lg:gap-16">
        <div className="relative aspect-[4/5] w-full max-w-xs overflow-hidden bg-gray-100 md:max-w-none">
          {person.photo ? <Media media={person.photo} sizes="(min-width: 768px) 20rem, 20rem" fill priority /> : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <header>
            <h1 className="text-3xl font-light text-navy sm:text-4xl">{person.fullName}</h1>
            {person.jobTitle ? <p className="mt-2 text-sm font-semibold tracking-widest text-gold-deep uppercase">{person.jobTitle}</p> : null}
          </header>
          <dl className="grid gap-x-8 gap-y-3 text-body sm:grid-cols-[auto_1fr]">
            {person.officeName ? (
              <>
                <dt className="bk-dt">{drawer.office}</dt>
                <dd>
                  {person.officeHref ? (
                    <a className="bk-link" href={person.officeHref}>
                      {person.officeName}
                    </a>
                  ) : (
                    person.officeName
                  )}
                </dd>
              </>
            ) : null}
            {person.department ? (
              <>
                <dt className="bk-dt">{words.department}</dt>
                {/* The taxonomy's term names are the CMS's (one language); the site names the departments it knows. */}
                <dd>{wordOf(wordsOf(t, 'sliderPeople.departments'), person.department.codename, person.department.name)}</dd>
              </>
            ) : null}
            {person.languages ? (
              <>
                <dt className="bk-dt">{words.languages}</dt>
                <dd>{person.languages}</dd>
              </>
            ) : null}
            {contact.phone ? (
              <>
                <dt className="bk-dt">{drawer.phone}</dt>
                <dd>
                  <a className="bk-link" href={contact.phone.href}>
                    {contact.phone.display}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.email ? (
              <>
                <dt className="bk-dt">{drawer.email}</dt>
                <dd className="break-all">
                  <a className="bk-link" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </dd>
              </>
            ) : null}
            {contact.workingDaysSEO || contact.workingHoursSEO ? (
              <>
                <dt className="bk-dt">{drawer.workingHours}</dt>
                <dd>{[contact.workingDaysSEO, contact.workingHoursSEO].filter(Boolean).join(', ')}</dd>
              </>
            ) : null}
            {contact.restrictedHours ? (
              <>
                <dt className="bk-dt">{drawer.restrictedHours}</dt>
                <dd>{contact.restrictedHours}</dd>
              </>
            ) : null}
          </dl>
          {contact.messaging.length > 0 || person.social.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={fill(words.follow, { name: person.fullName })}>
              {contact.messaging.map(({ app, url }) => (
                <li key={app}>
                  <a className="bk-app" href={url} target="_blank" rel="nofollow noopener noreferrer" aria-label={fill(drawer.messageOn, { app: drawer[app], name: person.fullName })}>
                    {drawer[app]}
                  </a>
                </li>
              ))}
              {person.social.map(({ id, url }) => (
                <li key={url}>
                  <a className="bk-app" href={url} target="_blank" rel="nofollow noopener noreferrer" aria-label={fill(words.followOn, { name: person.fullName, network: networkName(id) })}>
                    {networkName(id)}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {person.biography ? (
            <section aria-label={fill(words.about, { name: person.fullName })} className="max-w-prose text-body">
              {renderRichText(person.biography)}
            </section>
          ) : null}
        </div>
      </Container>
    </Section>
  );
}
