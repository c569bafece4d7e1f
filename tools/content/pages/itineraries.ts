/**
 * Destinations on maps and sample itineraries (spec 1, 3.10): one map_destination item per guide,
 * per harbour of the sample itineraries and per show venue; the map of every guide on
 * /destinations, a small map on each guide and event page, the itinerary builder on /itinerary and
 * three itinerary pages built from image_text components, marked by the page's `itinerary_page` element.
 */
import type { GeneratorContext } from '../context';
import { el, type LanguageCodename, type MediaRef } from '../kontent';
import { showsA } from './copy/events-shows';
import { showsB } from './copy/events-shows-2027';
import { eventVenues, guideRegions, ports, sampleItineraries, type SampleItinerary } from './copy/itineraries';
import { destinations } from './copy/destinations-all';
import { both, buttonContainer, cover, imageText, page, richText, type Built, type ButtonSpec, type L } from './shared';
import { yachtLists } from './yacht-lists';

const codenameOf = (key: string): string => `map_destination_${key.replace(/[^a-z0-9]+/g, '_')}`;
export const guideMarker = (slug: string): string => codenameOf(`guide_${slug}`);
const portMarker = (key: string): string => codenameOf(key);
const venueMarker = (slug: string): string => codenameOf(`venue_${slug}`);
const routeMarker = (key: string): string => (key.startsWith('guide:') ? guideMarker(key.slice('guide:'.length)) : portMarker(key));

const guidePath: Record<LanguageCodename, (slug: string) => string> = { en: (s) => `/destination/${s}`, es: (s) => `/destino/${s}` };
const itineraryPath: Record<LanguageCodename, (slug: string) => string> = { en: (s) => `/itineraries/${s}`, es: (s) => `/itinerarios/${s}` };
const NONE: L = { en: '', es: '' };

type Marker = { codename: string; name: L; title: L; description: L; category: L; lat: number; lng: number; image: MediaRef | null; url: L };

const addMarker = (ctx: GeneratorContext, m: Marker): void => {
  const elements = (lang: LanguageCodename) => ({
    destination_name: el.text(m.name[lang]),
    destination_title: el.text(m.title[lang]),
    destination_description: el.text(m.description[lang]),
    destination_category: el.text(m.category[lang]),
    latitude: el.number(m.lat),
    longitude: el.number(m.lng),
    marker_image: m.image ? el.dam(m.image) : el.dam(),
    destination_url: el.text(m.url[lang]),
  });
  ctx.add({ type: 'map_destination', codename: m.codename, name: m.name.en, variants: { en: elements('en'), es: elements('es') } });
};

const guideImage = (ctx: GeneratorContext, slug: string): MediaRef | null => {
  const d = destinations.find((g) => g.slug === slug);
  // The guide's own cover picture (same key, same image).
  return d ? ctx.media.image({ subject: 'destination', key: `destination-${d.slug}`, about: d.about }) : null;
};

const EVENTS: L = { en: 'Yachting events', es: 'Eventos náuticos' };

/** Every marker the maps and the builder link. */
export const generateMapDestinations = (ctx: GeneratorContext): void => {
  for (const d of destinations) {
    addMarker(ctx, {
      codename: guideMarker(d.slug),
      name: d.name,
      title: d.title,
      description: d.teaser,
      category: guideRegions[d.slug] ?? NONE,
      lat: d.lat,
      lng: d.lng,
      image: guideImage(ctx, d.slug),
      url: { en: guidePath.en(d.slug), es: guidePath.es(d.slug) },
    });
  }
  for (const port of ports) {
    addMarker(ctx, {
      codename: portMarker(port.key),
      name: port.name,
      title: NONE,
      description: port.line,
      category: guideRegions[port.guide] ?? NONE,
      lat: port.lat,
      lng: port.lng,
      image: guideImage(ctx, port.guide),
      url: { en: guidePath.en(port.guide), es: guidePath.es(port.guide) },
    });
  }
  for (const show of [...showsA, ...showsB]) {
    const venue = eventVenues[show.slug];
    if (!venue) continue;
    addMarker(ctx, {
      codename: venueMarker(show.slug),
      name: show.venue,
      title: show.address,
      description: show.address,
      category: EVENTS,
      lat: venue.lat,
      lng: venue.lng,
      image: null,
      url: { en: `/yachting-events/${show.slug}`, es: `/yachting-events/${show.slug}` },
    });
  }
};

const SAMPLES: L = { en: 'Sample itineraries', es: 'Itinerarios de ejemplo' };

/** /destinations: every guide on the map and as cards, and the sample itineraries. */
export const destinationsMapParts = (prefix: string): Built[] => [
  both(
    (lang) => ({
      headline: el.text({ en: 'Every guide on the map', es: 'Todas las guías en el mapa' }[lang]),
      text: el.text({ en: 'Choose a region, or a marker, to open its guide.', es: 'Elija una región, o un marcador, para abrir su guía.' }[lang]),
      destinations: el.linked(...destinations.map((d) => guideMarker(d.slug))),
      background_color__options: el.choice('white'),
    }),
    prefix,
    'map_destinations_component',
  ),
  buttonContainer(
    prefix,
    sampleItineraries.map((s): ButtonSpec => ({ text: s.title, toPage: pageCodename(s), theme: 'secondary' })),
  ),
];

/** A guide page: where it is, and its sample itinerary when it has one. */
export const guideParts = (prefix: string, slug: string): Built[] => {
  const d = destinations.find((g) => g.slug === slug);
  const sample = sampleItineraries.find((s) => s.guide === slug);
  return [
    ...(d
      ? [
          both(
            () => ({
              destinations: el.linked(guideMarker(slug)),
              center_lat: el.number(d.lat),
              center_lng: el.number(d.lng),
              zoom: el.number(5),
              itinerary_link: el.choice('yes'),
            }),
            prefix,
            'map_destinations_component',
          ),
        ]
      : []),
    ...(sample ? [buttonContainer(prefix, [{ text: { en: `${SAMPLES.en}: ${sample.title.en}`, es: `${SAMPLES.es}: ${sample.title.es}` }, toPage: pageCodename(sample), theme: 'secondary' }])] : []),
  ];
};

/**
 * An event page: the venue on a small map, when its coordinates are known, at a region's zoom: the
 * embedded maps draw the 1:50m coastline, which closer in is a bare straight line.
 */
export const venueParts = (prefix: string, slug: string): Built[] => {
  const venue = eventVenues[slug];
  if (!venue) return [];
  return [both(() => ({ destinations: el.linked(venueMarker(slug)), center_lat: el.number(venue.lat), center_lng: el.number(venue.lng), zoom: el.number(6) }), prefix, 'map_destinations_component')];
};

/** /itinerary: the builder over every guide and harbour, with the charter fleet. */
export const itineraryBuilderParts = (ctx: GeneratorContext, prefix: string): Built[] => [
  both(
    (lang) => ({
      destinations: el.linked(...destinations.map((d) => guideMarker(d.slug)), ...ports.map((port) => portMarker(port.key))),
      headline: el.text({ en: 'Build your route', es: 'Trace su ruta' }[lang]),
      yachts: el.linked(...yachtLists(ctx).charter),
      background_color__options: el.choice('white'),
    }),
    prefix,
    'itinerary_builder_component',
  ),
];

const pageCodename = (s: SampleItinerary): string => `page_itinerary_${s.slug.replace(/-/g, '_')}`;

const PLAN: L = { en: 'Plan this itinerary', es: 'Planificar este itinerario' };
const GUIDE: L = { en: 'Read the destination guide', es: 'Leer la guía del destino' };

const itineraryPage = (ctx: GeneratorContext, s: SampleItinerary): void => {
  const p = pageCodename(s);
  const guide = destinations.find((d) => d.slug === s.guide);
  if (!guide) throw new Error(`Sample itinerary ${s.slug} names an unknown guide ${s.guide}`);
  const plan = `/itinerary/?p=${s.route.map(routeMarker).join(',')}`;
  const day = (d: SampleItinerary['days'][number], i: number): Built =>
    imageText(p, {
      title: d.title,
      html: d.html,
      image: ctx.media.image({ subject: i % 2 ? 'harbour' : 'seascape', key: `itinerary-${s.slug}-day-${i + 1}`, about: d.about }),
      position: i % 2 ? 'left' : 'right',
      grey: i % 2 === 1,
    });
  page(
    ctx,
    {
      codename: p,
      slug: { en: itineraryPath.en(s.slug), es: itineraryPath.es(s.slug) },
      title: s.title,
      description: s.teaser,
      pageType: 'destinations',
      itinerary: true,
      breadcrumbsTitle: s.title,
      destination: { name: guide.name, lat: guide.lat, lng: guide.lng },
      lastModified: s.lastModified,
    },
    [
      cover(p, { title: s.title, subtitle: s.teaser, size: 'medium', image: guideImage(ctx, s.guide) ?? undefined }),
      richText(p, s.intro),
      buttonContainer(p, [
        { text: PLAN, to: plan },
        { text: GUIDE, toPage: `page_destination_${s.guide.replace(/-/g, '_')}`, theme: 'secondary' },
      ]),
      ...s.days.map(day),
      buttonContainer(p, [{ text: PLAN, to: plan }]),
    ],
  );
};

export const generateItineraryPages = (ctx: GeneratorContext): void => {
  generateMapDestinations(ctx);
  sampleItineraries.forEach((s) => itineraryPage(ctx, s));
};
