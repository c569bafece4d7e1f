import { describe, expect, it } from 'vitest';
import { itineraryJsonLd, plainText } from './structured-data';

const page = {
  title: 'A week in the Exumas',
  seoDescription: 'From Nassau down the Exuma cays.',
  destinationSEO: { destinationName: 'The Bahamas', destinationDescription: 'Seven hundred islands.', lat: 24.1743, lng: -76.4392 },
};

describe('structured data of an itinerary page (spec 2.5)', () => {
  it('is a Trip about the destination, its days an ItemList in page order', () => {
    const data = itineraryJsonLd(
      page,
      [
        { name: 'Day 1 · Nassau', description: 'Board in Nassau.', image: 'https://example.com/media/a.jpg' },
        { name: 'Day 2 · Highbourne Cay', description: null, image: null },
      ],
      'https://example.com/itineraries/a-week-in-the-exumas/',
    );
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Trip',
      name: 'A week in the Exumas',
      url: 'https://example.com/itineraries/a-week-in-the-exumas/',
      about: { '@type': 'Place', name: 'The Bahamas', geo: { '@type': 'GeoCoordinates', latitude: 24.1743, longitude: -76.4392 } },
      itinerary: { '@type': 'ItemList', numberOfItems: 2 },
    });
    expect(data.itinerary.itemListElement.map((e) => [e.position, e.item.name])).toEqual([
      [1, 'Day 1 · Nassau'],
      [2, 'Day 2 · Highbourne Cay'],
    ]);
    expect(data.itinerary.itemListElement[1]?.item).not.toHaveProperty('image');
  });

  it('a destination left at 0,0 gets no coordinates', () => {
    const data = itineraryJsonLd({ ...page, destinationSEO: { ...page.destinationSEO, lat: 0, lng: 0 } }, [], 'https://example.com/x/');
    expect(data.about).not.toHaveProperty('geo');
  });

  it('text from rich text is plain', () => {
    expect(plainText('<p>Sun &amp; sand</p><p>next</p>')).toBe('Sun & sand next');
  });
});
