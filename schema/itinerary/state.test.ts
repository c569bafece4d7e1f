import { describe, expect, it } from 'vitest';
import { CRUISING_DAY_HOURS_DEFAULT, CRUISING_SPEED_DEFAULT_KN, ITINERARY_MAX_PLACES } from '../constants/itinerary';
import { bringsItinerary, itineraryQuery } from './state';
import { arrivingItinerary, parseItineraryQuery, parseStoredItinerary } from './state-read';

const options = { places: new Set(['mykonos', 'paros', 'naxos', 'nassau']), yachts: new Set(['Y1234_AB']) };

describe('the itinerary in a share link and in storage', () => {
  it('a link opens the same itinerary: places, yacht, speed and hours round-trip', () => {
    const state = { places: ['mykonos', 'paros', 'naxos', 'mykonos'], yacht: 'Y1234_AB', speed: 14, hours: 10 };
    const query = itineraryQuery(state);
    expect(query).toBe('p=mykonos,paros,naxos,mykonos&y=Y1234_AB&kn=14&h=10');
    expect(parseItineraryQuery(`?${query}`, options)).toEqual(state);
  });

  it('drops junk, unknown places and yachts and out-of-range numbers one by one, never the rest', () => {
    expect(parseItineraryQuery('p=mykonos,<script>,atlantis,,paros,paros&y=Y999&kn=400&h=-3', options)).toEqual({
      places: ['mykonos', 'paros'],
      yacht: null,
      speed: CRUISING_SPEED_DEFAULT_KN,
      hours: CRUISING_DAY_HOURS_DEFAULT,
    });
    expect(parseItineraryQuery('kn=abc&h=1e400&p=%E0%A4%A', options).places).toEqual([]);
    expect(parseItineraryQuery(`p=${'mykonos,paros,'.repeat(400)}`, options).places).toEqual([]);
  });

  it('keeps at most the cap of places', () => {
    const many = Array.from({ length: 40 }, (_, i) => (i % 2 ? 'paros' : 'mykonos')).join(',');
    expect(parseItineraryQuery(`p=${many}`, options).places).toHaveLength(ITINERARY_MAX_PLACES);
  });

  it('reads whatever storage holds without throwing', () => {
    for (const raw of [null, '', '{', '[]', '42', '{"places":"mykonos"}', '{"places":[1,null,{}]}', JSON.stringify({ places: ['nassau'], speed: '12', hours: 30 })]) {
      expect(() => parseStoredItinerary(raw, options)).not.toThrow();
    }
    expect(parseStoredItinerary(JSON.stringify({ places: ['nassau', 'mykonos'], yacht: 'Y1234_AB', speed: 20, hours: 6 }), options)).toEqual({
      places: ['nassau', 'mykonos'],
      yacht: 'Y1234_AB',
      speed: 20,
      hours: 6,
    });
    expect(parseStoredItinerary('{"places":[1,null,"paros"],"hours":30}', options)).toMatchObject({ places: ['paros'], hours: CRUISING_DAY_HOURS_DEFAULT });
  });

  it('a link with places wins over storage; without them the stored route opens', () => {
    const stored = JSON.stringify({ places: ['nassau', 'mykonos'], yacht: null, speed: 12, hours: 8 });
    expect(arrivingItinerary('?p=paros,naxos', stored, options).places).toEqual(['paros', 'naxos']);
    expect(arrivingItinerary('?y=Y1234_AB', stored, options).places).toEqual(['nassau', 'mykonos']);
    expect(arrivingItinerary('', null, options)).toEqual({ places: [], yacht: null, speed: CRUISING_SPEED_DEFAULT_KN, hours: CRUISING_DAY_HOURS_DEFAULT });
  });

  it('the builder skips its reader only when neither the link nor storage brings anything', () => {
    expect(bringsItinerary('', null)).toBe(false);
    expect(bringsItinerary('?utm_source=newsletter', null)).toBe(false);
    expect(bringsItinerary('?p=', null)).toBe(true);
    expect(bringsItinerary('?kn=12', null)).toBe(true);
    expect(bringsItinerary('', '{broken')).toBe(true);
    // What the reader makes of nothing is the empty route the builder starts from without it.
    expect(arrivingItinerary('?utm_source=newsletter', null, options)).toEqual({ places: [], yacht: null, speed: CRUISING_SPEED_DEFAULT_KN, hours: CRUISING_DAY_HOURS_DEFAULT });
  });
});
