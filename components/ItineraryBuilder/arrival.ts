/**
 * The route a visitor arrives with (spec 2.2 /itinerary): a share link with places wins over what
 * this browser kept. The reader (state-read.ts, and zod with it) loads only when the link or
 * storage brings something: a visitor who opens the planner from the menu starts empty without it.
 */
import { ITINERARY_STORAGE_KEY } from '../../schema/constants/itinerary';
import { bringsItinerary, EMPTY_ITINERARY, type ItineraryState } from '../../schema/itinerary/state';
import type { BuilderData } from './types';

const readStorage = (): string | null => {
  try {
    return window.localStorage.getItem(ITINERARY_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const arrivingRoute = async (data: Pick<BuilderData, 'places' | 'yachts'>): Promise<ItineraryState> => {
  const search = window.location.search;
  const stored = readStorage();
  if (!bringsItinerary(search, stored)) return { ...EMPTY_ITINERARY, places: [] };
  const { arrivingItinerary } = await import('../../schema/itinerary/state-read');
  const options = { places: new Set(data.places.map((p) => p.key)), yachts: new Set(data.yachts.map((y) => y.id)) };
  return arrivingItinerary(search, stored, options);
};
