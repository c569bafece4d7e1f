import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ITINERARY_MAX_PLACES, ITINERARY_MAX_QUERY_LENGTH } from '../constants/itinerary';
import { wordsIn } from '../../testing/component-kit';
import { pluralForms } from '../plural-forms';
import { wordsOf } from '../words';
import { checkItinerary } from './check';
import { itineraryMessage, type MessagePlace } from './message';
import { legsOf } from './route';
import { itineraryQuery } from './state';

/** The planner's words as its island gets them: the count of places in its plural forms. */
const wordsFor = (locale: 'en' | 'es') => {
  const t = wordsIn(locale);
  return { ...wordsOf(t, 'itineraryBuilder'), messageIntro: pluralForms(locale, (count) => t('itineraryBuilder.messageIntro', { count })) };
};
const en = { itineraryBuilder: wordsFor('en') };
const es = { itineraryBuilder: wordsFor('es') };

describe('the itinerary as the enquiry message (spec 2.13)', () => {
  it('names every day, leg, the yacht check and the link that opens it again', () => {
    const places: MessagePlace[] = [
      { name: 'Nassau', lat: 25.078, lng: -77.3431 },
      { name: 'Highbourne Cay', lat: 24.7137, lng: -76.8162 },
    ];
    const legs = legsOf(places);
    const check = checkItinerary(legs, { id: 'Y1', name: 'AURORA', cruiseSpeed: 12, range: 20 }, 8);
    const message = itineraryMessage({ places, legs, hours: [3], check, link: 'http://localhost/itinerary/?p=a,b', words: en.itineraryBuilder, locale: 'en' });
    expect(message.split('\n')).toEqual([
      'My itinerary (2 places):',
      'Day 1: start at Nassau',
      "Day 2: Nassau to Highbourne Cay, 36 nm, 3 h at sea (beyond the yacht's range)",
      'Yacht: AURORA',
      'Open it: http://localhost/itinerary/?p=a,b',
    ]);
  });

  it('the cap of places keeps the longest itinerary within the form’s message limit, in both languages', () => {
    const name = 'A very long destination name of the kind an editor might write'.padEnd(80, 'x');
    const places: MessagePlace[] = Array.from({ length: ITINERARY_MAX_PLACES }, (_, i) => ({ name, lat: i, lng: i }));
    const legs = legsOf(places);
    const check = checkItinerary(legs, { id: 'Y1', name: 'A YACHT NAME AS LONG AS THEY COME', cruiseSpeed: 1, range: 1 }, 1);
    const link = `https://www.example.com/es/itinerary/?${itineraryQuery({ places: places.map(() => 'k'.repeat(80)), yacht: 'Y1234_ABCDEFGH', speed: 14.5, hours: 10.5 })}`;
    expect(link.length).toBeLessThan(ITINERARY_MAX_QUERY_LENGTH);
    for (const [words, locale] of [
      [en.itineraryBuilder, 'en'],
      [es.itineraryBuilder, 'es'],
    ] as const) {
      const message = itineraryMessage({ places, legs, hours: legs.map(() => 123.4), check, link, words, locale });
      expect(message.length).toBeLessThan(ENQUIRY_MESSAGE_MAX_LENGTH);
      expect(message.endsWith(link)).toBe(true);
    }
  });
});
