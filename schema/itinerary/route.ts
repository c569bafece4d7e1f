/**
 * Great-circle legs of an itinerary (spec 9.2: haversine, Earth radius 6371 km): each leg is the
 * straight (shortest) line between two places, in nautical miles, and its hours at sea at a speed.
 * Pure, so the builder, its tests and the enquiry message agree on every figure.
 */
import { EARTH_RADIUS_KM, KM_PER_NAUTICAL_MILE } from '../constants/geo';

export type LatLng = { lat: number; lng: number };

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Spec 9.2: the haversine distance in km on a sphere of EARTH_RADIUS_KM. */
export const haversineKm = (a: LatLng, b: LatLng): number => {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

export const nauticalMiles = (a: LatLng, b: LatLng): number => haversineKm(a, b) / KM_PER_NAUTICAL_MILE;

/** Hours at sea for a distance at a speed in knots (nautical miles an hour). */
export const hoursAtSea = (nm: number, knots: number): number => nm / knots;

export type Leg<P extends LatLng> = { from: P; to: P; nm: number };

/** The legs between consecutive places. */
export const legsOf = <P extends LatLng>(places: readonly P[]): Leg<P>[] =>
  places.slice(1).flatMap((to, i) => {
    const from = places[i];
    return from ? [{ from, to, nm: nauticalMiles(from, to) }] : [];
  });

/**
 * Longitudes made continuous for drawing: a step of more than 180° (across the antimeridian, e.g.
 * Tahiti to Fiji) becomes the short way round, past ±180°, as site/lib/maps/land.ts does for
 * coastlines; a line from 170° to -170° would otherwise cross the whole map. Distances do not need
 * it: the haversine formula measures the short way already.
 */
export const unwrapLongitudes = (places: readonly LatLng[]): [number, number][] => {
  let offset = 0;
  return places.map((place, i) => {
    const previous = places[i - 1];
    if (previous) {
      const step = place.lng - previous.lng;
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [place.lng + offset, place.lat];
  });
};
