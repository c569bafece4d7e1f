/**
 * itinerary_builder_component (spec 1, 2.2 /itinerary): the planner's heading and words on the
 * server, the planner itself an island in its own chunk. Without JavaScript the visitor is told
 * the planner needs it and pointed to the enquiry form.
 */
import type { BlockProps } from '../ui/block';
import { builderLabels } from './labels';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Section } from '../ui/Section';
import { ItineraryLoader } from './ItineraryLoader.lazy.client';

export function ItineraryBuilder({ headline, text, background, locale, places, yachts, links, view, t, edit }: BlockProps<'itinerary_builder_component', 't' | 'edit'>) {
  const labels = builderLabels(t, locale);
  return (
    <Section background={background} className="py-12 md:py-16" id="itinerary-builder">
      <Container>
        <BlockHead text={headline ?? labels.title} className="print:hidden" {...edit('headline')}>
          {text ? (
            <p className="mt-4 max-w-2xl text-body print:hidden" {...edit('text')}>
              {text}
            </p>
          ) : null}
        </BlockHead>
        <noscript>
          <p className="mt-6 max-w-2xl border-l-4 border-gold bg-gray-50 p-4 text-body">
            {labels.noScript}{' '}
            <a className="underline" href={links.enquiry}>
              {labels.openForm}
            </a>
          </p>
        </noscript>
        <div className="mt-8" {...edit('destinations')}>
          <ItineraryLoader data={{ locale, places, yachts, links, view }} labels={labels} />
        </div>
      </Container>
    </Section>
  );
}
