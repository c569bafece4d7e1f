/**
 * office_list_compact_component (spec 2.16, 3.8): every linked office in a compact grid, brokerage
 * offices first, each with address, phone, e-mail, local time and opening hours; the shared map above.
 */
import type { Office } from '../../schema/catalogue/office';
import type { BlockProps } from '../ui/block';
import { Legend } from '../OfficeMap/Legend';
import { OfficeDetails } from '../OfficeMap/OfficeDetails';
import { OfficeMapIsland } from '../OfficeMap/OfficeMapIsland.lazy.client';
import { mapOffices } from '../OfficeMap/types';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { wordsOf } from '../../schema/words';

export function OfficeListCompact({ locale, background, headline, offices, showMap, t, edit }: BlockProps<'office_list_compact_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'offices');
  if (offices.length === 0) return null;
  const groups: { title: string; offices: Office[] }[] = [
    { title: labels.brokerageOffices, offices: offices.filter((o) => o.kind === 'brokerage') },
    { title: labels.crewOffices, offices: offices.filter((o) => o.kind === 'crew') },
  ].filter((g) => g.offices.length > 0);
  const Title = headline ? 'h3' : 'h2';
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container>
        <BlockHead text={headline} {...edit('headline')} />
        {showMap ? (
          <div className="mt-10 flex flex-col gap-4">
            <OfficeMapIsland offices={mapOffices(offices)} theme="light" className="aspect-[4/3] w-full md:aspect-[21/9]" />
            <Legend labels={labels} theme="light" />
          </div>
        ) : null}
        {groups.map((group) => (
          <div key={group.title} className="mt-12" {...edit('offices')}>
            <Title className="ofl-head">{group.title}</Title>
            <ul className="mt-6 grid gap-x-10 gap-y-10 md:grid-cols-2 xl:grid-cols-3">
              {group.offices.map((office) => (
                <li key={office.codename} className="ofl-item">
                  <p className="ofl-name">
                    {office.href ? (
                      <a href={office.href} className="ofl-link">
                        {office.name}
                      </a>
                    ) : (
                      office.name
                    )}
                    {office.isHeadOffice ? <span className="ofl-tag">{labels.headOffice}</span> : null}
                  </p>
                  <OfficeDetails office={office} labels={labels} locale={locale} theme="light" />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Container>
    </Section>
  );
}
