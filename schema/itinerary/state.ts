/**
 * The itinerary a visitor builds, as it travels: in a share link (`/itinerary/?p=a,b,c&y=Y1&kn=12&h=8`)
 * and in local storage. Reading either is state-read.ts (zod), which the builder loads only when
 * the link or storage brings something to read.
 */
import { CRUISING_DAY_HOURS_DEFAULT, CRUISING_SPEED_DEFAULT_KN, ITINERARY_QUERY_KEYS } from '../constants/itinerary';

export type ItineraryState = {
  /** Destination keys, start first. */
  places: string[];
  /** The chosen yacht's YachtId. */
  yacht: string | null;
  /** Knots for hours at sea while no yacht with a cruising speed is chosen. */
  speed: number;
  /** Hours at sea in a cruising day. */
  hours: number;
};

export const EMPTY_ITINERARY: ItineraryState = Object.freeze({
  places: [],
  yacht: null,
  speed: CRUISING_SPEED_DEFAULT_KN,
  hours: CRUISING_DAY_HOURS_DEFAULT,
});

/** What the page offers: the keys a place or yacht may have. */
export type ItineraryOptions = { places: ReadonlySet<string>; yachts: ReadonlySet<string> };

/** Whether the link or storage brings an itinerary: if not, the builder starts empty without its reader. */
export const bringsItinerary = (search: string, stored: string | null): boolean => {
  if (stored) return true;
  const params = new URLSearchParams(search);
  return Object.values(ITINERARY_QUERY_KEYS).some((key) => params.has(key));
};

/** The query string of a share link (without '?'); defaults are left out. */
export const itineraryQuery = (state: ItineraryState): string => {
  const params = new URLSearchParams();
  if (state.places.length > 0) params.set(ITINERARY_QUERY_KEYS.places, state.places.join(','));
  if (state.yacht) params.set(ITINERARY_QUERY_KEYS.yacht, state.yacht);
  if (state.speed !== CRUISING_SPEED_DEFAULT_KN) params.set(ITINERARY_QUERY_KEYS.speed, String(state.speed));
  if (state.hours !== CRUISING_DAY_HOURS_DEFAULT) params.set(ITINERARY_QUERY_KEYS.hours, String(state.hours));
  // Commas stay readable in the link.
  return params.toString().replace(/%2C/g, ',');
};
