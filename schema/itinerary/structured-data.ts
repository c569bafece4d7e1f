/**
 * Spec 2.5: itinerary pages get extra structured data, built from the destination SEO data and the
 * page's image_text components: a schema.org Trip about the destination (a Place with its
 * coordinates) whose itinerary is an ItemList of the days. Plain types for the few schema.org
 * shapes used; pure, so the page and its test share it.
 */
import { htmlText } from '../html-text';
import type { PageResult } from '../page';

type GeoCoordinates = { '@type': 'GeoCoordinates'; latitude: number; longitude: number };
type Place = { '@type': 'Place'; name: string; description?: string; geo?: GeoCoordinates };
type ListItem = { '@type': 'ListItem'; position: number; item: { '@type': 'TouristAttraction'; name: string; description?: string; image?: string } };
export type TripJsonLd = {
  '@context': 'https://schema.org';
  '@type': 'Trip';
  name: string;
  description?: string;
  url: string;
  touristType?: string;
  about?: Place;
  itinerary: { '@type': 'ItemList'; numberOfItems: number; itemListElement: ListItem[] };
};

/** One day of the page: an image_text component's title, text (as plain text) and picture. */
export type ItineraryDay = { name: string; description: string | null; image: string | null };

/** Rich text as the plain text a search engine reads. */
export const plainText = htmlText;

export const itineraryJsonLd = (page: Pick<PageResult, 'title' | 'seoDescription' | 'destinationSEO'>, days: readonly ItineraryDay[], url: string): TripJsonLd => {
  const seo = page.destinationSEO;
  const located = seo && (seo.lat !== 0 || seo.lng !== 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Trip',
    name: page.title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    url,
    ...(seo
      ? {
          about: {
            '@type': 'Place',
            name: seo.destinationName,
            ...(seo.destinationDescription ? { description: seo.destinationDescription } : {}),
            ...(located ? { geo: { '@type': 'GeoCoordinates', latitude: seo.lat, longitude: seo.lng } } : {}),
          },
        }
      : {}),
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: days.length,
      itemListElement: days.map((day, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        item: {
          '@type': 'TouristAttraction',
          name: day.name,
          ...(day.description ? { description: day.description } : {}),
          ...(day.image ? { image: day.image } : {}),
        },
      })),
    },
  };
};
