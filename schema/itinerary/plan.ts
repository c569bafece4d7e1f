/**
 * An itinerary worked out: its places, legs (nautical miles), hours at sea per leg and the yacht
 * check. Hours use the chosen yacht's cruising speed when its data has one, else the visitor's.
 */
import { checkItinerary, legHours, type ItineraryCheck, type ItineraryYacht } from './check';
import { legsOf, unwrapLongitudes, type Leg, type LatLng } from './route';
import type { ItineraryState } from './state';

export type Plan<P extends LatLng> = {
  places: P[];
  legs: Leg<P>[];
  hours: number[];
  /** Knots the hours are counted at. */
  speed: number;
  speedFromYacht: boolean;
  totalNm: number;
  check: ItineraryCheck;
  /** The route for the map: [lng, lat] with longitudes unwrapped across the antimeridian. */
  line: [number, number][];
};

export const planOf = <P extends LatLng & { key: string }>(state: ItineraryState, places: ReadonlyMap<string, P>, yachts: readonly ItineraryYacht[]): Plan<P> => {
  const route = state.places.flatMap((key) => {
    const place = places.get(key);
    return place ? [place] : [];
  });
  const legs = legsOf(route);
  const yacht = yachts.find((y) => y.id === state.yacht) ?? null;
  const yachtSpeed = yacht?.cruiseSpeed ?? null;
  const speed = yachtSpeed !== null && yachtSpeed > 0 ? yachtSpeed : state.speed;
  return {
    places: route,
    legs,
    hours: legHours(legs, speed),
    speed,
    speedFromYacht: yachtSpeed !== null && yachtSpeed > 0,
    totalNm: legs.reduce((sum, leg) => sum + leg.nm, 0),
    check: checkItinerary(legs, yacht, state.hours),
    line: unwrapLongitudes(route),
  };
};
