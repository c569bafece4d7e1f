/**
 * Reading an itinerary that arrives (spec 2.2 /itinerary): from a share link, else from local
 * storage, leniently with zod (zod/mini): unknown places, a yacht the page does not offer,
 * out-of-range numbers and junk are dropped one by one, never the page.
 */
import { z } from 'zod/mini';
import {
  CRUISING_DAY_HOURS_DEFAULT,
  CRUISING_DAY_HOURS_MAX,
  CRUISING_DAY_HOURS_MIN,
  CRUISING_SPEED_DEFAULT_KN,
  CRUISING_SPEED_MAX_KN,
  CRUISING_SPEED_MIN_KN,
  ITINERARY_MAX_PLACES,
  ITINERARY_MAX_QUERY_LENGTH,
  ITINERARY_QUERY_KEYS,
} from '../constants/itinerary';
import { EMPTY_ITINERARY, type ItineraryOptions, type ItineraryState } from './state';

const key = z.string().check(z.regex(/^[a-z0-9_-]{1,80}$/i));
const speed = z.number().check(z.gte(CRUISING_SPEED_MIN_KN), z.lte(CRUISING_SPEED_MAX_KN));
const hours = z.number().check(z.gte(CRUISING_DAY_HOURS_MIN), z.lte(CRUISING_DAY_HOURS_MAX));

const valueOr = <T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** Known places in order, a place never directly after itself (a leg of nothing), at most ITINERARY_MAX_PLACES. */
const placesOf = (values: readonly unknown[], known: ReadonlySet<string>): string[] => {
  const places: string[] = [];
  for (const value of values) {
    const parsed = key.safeParse(value);
    if (!parsed.success || !known.has(parsed.data) || places.at(-1) === parsed.data) continue;
    if (places.length === ITINERARY_MAX_PLACES) break;
    places.push(parsed.data);
  }
  return places;
};

const numberOf = (raw: unknown): unknown => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw);

/** The state from loose values (a query or a stored object). */
const stateOf = (raw: { places: readonly unknown[]; yacht: unknown; speed: unknown; hours: unknown }, options: ItineraryOptions): ItineraryState => {
  const yacht = valueOr(key, raw.yacht, null);
  return {
    places: placesOf(raw.places, options.places),
    yacht: yacht && options.yachts.has(yacht) ? yacht : null,
    speed: valueOr(speed, numberOf(raw.speed), CRUISING_SPEED_DEFAULT_KN),
    hours: valueOr(hours, numberOf(raw.hours), CRUISING_DAY_HOURS_DEFAULT),
  };
};

/** A share link's query string (with or without '?'). */
export const parseItineraryQuery = (search: string, options: ItineraryOptions): ItineraryState => {
  if (search.length > ITINERARY_MAX_QUERY_LENGTH) return { ...EMPTY_ITINERARY, places: [] };
  const params = new URLSearchParams(search);
  return stateOf(
    {
      places: (params.get(ITINERARY_QUERY_KEYS.places) ?? '').split(','),
      yacht: params.get(ITINERARY_QUERY_KEYS.yacht),
      speed: params.get(ITINERARY_QUERY_KEYS.speed),
      hours: params.get(ITINERARY_QUERY_KEYS.hours),
    },
    options,
  );
};

const storedSchema = z.object({
  places: z.optional(z.array(z.unknown())),
  yacht: z.optional(z.unknown()),
  speed: z.optional(z.unknown()),
  hours: z.optional(z.unknown()),
});

/** What local storage held (any text, or nothing). */
export const parseStoredItinerary = (raw: string | null, options: ItineraryOptions): ItineraryState => {
  if (!raw) return { ...EMPTY_ITINERARY, places: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ...EMPTY_ITINERARY, places: [] };
  }
  const parsed = storedSchema.safeParse(value);
  if (!parsed.success) return { ...EMPTY_ITINERARY, places: [] };
  return stateOf({ places: parsed.data.places ?? [], yacht: parsed.data.yacht, speed: parsed.data.speed, hours: parsed.data.hours }, options);
};

/** On arrival a share link with places wins over what this browser kept. */
export const arrivingItinerary = (search: string, stored: string | null, options: ItineraryOptions): ItineraryState => {
  const fromLink = parseItineraryQuery(search, options);
  return fromLink.places.length > 0 ? fromLink : parseStoredItinerary(stored, options);
};
