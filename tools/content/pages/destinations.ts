/**
 * Destination guides (spec 2.2 /destination/{slug}, Spanish /destino/{slug}; spec 3.1 destinationSEO):
 * one page per cruising ground, with its name and true coordinates for the map.
 */
import type { GeneratorContext } from '../context';
import { destinations } from './copy/destinations-all';
import type { Destination } from './copy/destinations-types';
import { guideParts } from './itineraries';
import { cover, imageText, numbers, page, relatedLinks, richText, splitBanner, type Built, type L } from './shared';

const CTA = {
  headline: { en: 'Plan your charter', es: 'Planifique su chárter' },
  left: {
    en: 'See the yachts available in this cruising ground, with their rates and crews.',
    es: 'Vea los yates disponibles en esta zona, con sus tarifas y tripulaciones.',
  },
  right: {
    en: 'Our charter brokers have sailed here and will shape the route around you.',
    es: 'Nuestros brókers de chárter han navegado aquí y adaptarán la ruta a usted.',
  },
  yachts: { en: 'Yachts for charter', es: 'Yates de alquiler' },
  broker: { en: 'Talk to a charter broker', es: 'Hablar con un bróker' },
};

const destinationPage = (ctx: GeneratorContext, d: Destination, index: number): void => {
  const slug: L = { en: `/destination/${d.slug}`, es: `/destino/${d.slug}` };
  const p = `page_destination_${d.slug.replace(/-/g, '_')}`;
  const highlightsImage = ctx.media.image({ subject: 'seascape', key: `destination-${d.slug}-highlights`, about: d.highlights.about });
  // Alternate layouts so neighbouring guides read differently.
  const highlights: Built =
    index % 2 === 0
      ? imageText(p, { title: d.highlights.title, html: d.highlights.html, image: highlightsImage, position: index % 4 === 0 ? 'right' : 'left' })
      : splitBanner(p, { title: d.highlights.title, html: d.highlights.html, image: highlightsImage, horizontal: index % 4 === 1 ? 'left' : 'right' });
  page(
    ctx,
    {
      codename: p,
      slug,
      title: d.title,
      description: d.teaser,
      pageType: 'destinations',
      breadcrumbsTitle: d.name,
      additionalInfoTitle: d.name,
      additionalInfoDescription: d.teaser,
      destination: { name: d.name, lat: d.lat, lng: d.lng },
      lastModified: d.lastModified,
    },
    [
      cover(p, {
        title: d.name,
        subtitle: d.teaser,
        size: 'medium',
        image: ctx.media.image({ subject: 'destination', key: `destination-${d.slug}`, about: d.about }),
      }),
      richText(p, d.intro),
      ...guideParts(p, d.slug),
      highlights,
      richText(p, d.itinerary, true),
      ...(d.facts ? [numbers(p, { items: d.facts })] : []),
      relatedLinks(p, {
        headline: CTA.headline,
        textLeft: CTA.left,
        textRight: CTA.right,
        buttons: [
          { text: CTA.yachts, to: '/yachts-for-charter' },
          { text: CTA.broker, to: '/contact-a-charter-broker', theme: 'secondary' },
        ],
      }),
    ],
  );
};

export const generateDestinationPages = (ctx: GeneratorContext): void => {
  destinations.forEach((d, i) => destinationPage(ctx, d, i));
};
