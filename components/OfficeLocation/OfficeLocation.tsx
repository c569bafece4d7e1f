/**
 * office_location_component (spec 2.16, 3.8): one office in full, its picture, contact block and
 * directions, beside the shared map centred on it.
 */
import type { BlockProps } from '../ui/block';
import { OfficeDetails } from '../OfficeMap/OfficeDetails';
import { OfficeMapIsland } from '../OfficeMap/OfficeMapIsland.lazy.client';
import { mapOffices } from '../OfficeMap/types';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Media } from '../ui/Media';
import { Section } from '../ui/Section';
import { wordsOf } from '../../schema/words';
import { linkTarget } from '../../schema/links';

/** Directions in the visitor's own maps app (spec 3.8: 'go to the office'). */
export const directionsHref = (lat: number, lng: number): string => `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: `${lat},${lng}` }).toString()}`;

export function OfficeLocation({ locale, background, headline, office, t, edit }: BlockProps<'office_location_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'offices');
  if (!office) return null;
  return (
    <Section background={background} className="py-14 md:py-20">
      <Container className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <BlockHead text={headline ?? office.name} {...edit('headline')} />
          <p className="mt-3 text-xs tracking-[0.2em] text-body uppercase">{office.isHeadOffice ? labels.headOffice : office.kind === 'crew' ? labels.crew : labels.brokerage}</p>
          <span aria-hidden="true" className="mt-5 mb-8 block h-px w-12 bg-gold" />
          <div {...edit('office')}>
            <OfficeDetails office={office} labels={labels} locale={locale} theme="light" />
          </div>
          <div className="mt-8 flex flex-wrap gap-4">
            {office.email ? (
              <a href={`mailto:${office.email}`} className="bg-navy px-7 py-3 text-xs font-medium tracking-[0.2em] text-white uppercase hover:bg-gold-deep">
                {labels.sendEmail}
              </a>
            ) : null}
            {office.located ? (
              <a
                href={directionsHref(office.lat, office.lng)}
                {...linkTarget(directionsHref(office.lat, office.lng))}
                className="border border-navy px-7 py-3 text-xs font-medium tracking-[0.2em] text-navy uppercase hover:bg-navy hover:text-white"
              >
                {labels.directions}
              </a>
            ) : null}
          </div>
        </div>
        <div className="flex flex-col gap-6">
          {office.picture ? (
            <div className="relative aspect-[16/10] overflow-hidden bg-gray-100">
              <Media media={office.picture} fill sizes="(min-width: 1024px) 50vw, 100vw" />
            </div>
          ) : null}
          {office.located ? <OfficeMapIsland offices={mapOffices([office])} theme="light" className="aspect-[16/10] w-full" /> : null}
        </div>
      </Container>
    </Section>
  );
}
