/**
 * map_destinations_component (spec 3.10, 9.6): destinations on a map and as a list. The list is
 * drawn on the server and is the whole content without the map (no JavaScript, no WebGL, a screen
 * reader, the keyboard); the island adds the map once it is near the viewport, the region filter
 * and the card a marker opens.
 */
import type { MapDestination } from '../../schema/catalogue/map-destination';
import type { BlockProps } from '../ui/block';
import { MAP_DETAILED_ZOOM } from '../../schema/constants/itinerary';
import { wordsOf } from '../../schema/words';
import { Container } from '../ui/Container';
import { BlockHead } from '../ui/BlockHead';
import { Media, mediaSource } from '../ui/Media';
import { Section } from '../ui/Section';
import type { MapPlace } from './MapDestinations.client';
import { MapDestinationsIsland } from './MapDestinations.lazy.client';
import { MapPreview } from './MapPreview';

const place = (d: MapDestination): MapPlace => ({
  key: d.key,
  name: d.name,
  lat: d.lat,
  lng: d.lng,
  category: d.category,
  line: d.title ?? d.description,
  href: d.href,
});

function DestinationCard({ destination, open }: { destination: MapDestination; open: string }) {
  return (
    <li data-destination-key={destination.key} data-destination-category={destination.category ?? ''}>
      <article className="dm-card">
        {destination.markerImage ? (
          <div className="dm-card-media">
            <Media media={mediaSource(destination.markerImage)} fill sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
          </div>
        ) : null}
        <div className="dm-card-body">
          {destination.category ? <p className="dm-eyebrow">{destination.category}</p> : null}
          <h3 className="dm-name">{destination.name}</h3>
          {destination.description ? <p className="text-sm text-body">{destination.description}</p> : null}
          {destination.href ? (
            <a className="dm-link" href={destination.href}>
              {open}
              <span className="sr-only">: {destination.name}</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export function MapDestinations({ headline, text, destinations, categories, view, itineraryFrom, background, t, edit }: BlockProps<'map_destinations_component', 't' | 'edit'>) {
  const labels = wordsOf(t, 'mapDestinations');
  const located = destinations.filter((d) => d.located);
  const single = destinations.length === 1 ? destinations[0] : undefined;
  return (
    <Section background={background} className="py-12 md:py-16">
      <Container>
        <BlockHead text={headline} {...edit('headline')}>
          {text ? (
            <p className="mt-4 max-w-2xl text-body" {...edit('text')}>
              {text}
            </p>
          ) : null}
        </BlockHead>
        <div className={headline || text ? 'mt-8' : ''} {...edit('destinations')}>
          {located.length > 0 ? (
            <MapDestinationsIsland
              places={located.map(place)}
              categories={single ? [] : categories}
              view={view}
              detailed={view.zoom >= MAP_DETAILED_ZOOM}
              labels={{ categories: labels.categories, open: labels.open, close: labels.close, zoomIn: labels.zoomIn, zoomOut: labels.zoomOut, explore: labels.explore }}
              compact={Boolean(single)}
              preview={single ? <MapPreview view={view} places={located} /> : undefined}
            />
          ) : null}
          {single ? (
            <div className="mt-3 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
              <p className="text-sm text-body">{single.title ?? single.name}</p>
              {single.located && itineraryFrom ? (
                <a className="dm-link" href={itineraryFrom(single.key)} data-start-itinerary="">
                  {labels.startItinerary}
                </a>
              ) : null}
            </div>
          ) : (
            <>
              <h3 className="mt-10 text-xs tracking-[0.25em] text-navy uppercase">{labels.listTitle}</h3>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-destination-list="">
                {destinations.map((d) => (
                  <DestinationCard key={d.key} destination={d} open={labels.open} />
                ))}
              </ul>
            </>
          )}
        </div>
      </Container>
    </Section>
  );
}
