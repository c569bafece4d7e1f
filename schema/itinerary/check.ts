/**
 * The yacht check of an itinerary: each leg against the yacht's cruising range (nautical miles
 * without refuelling) and against a cruising day's hours at the yacht's cruising speed. A yacht
 * whose data lacks a speed or a range cannot be checked, and the check says so instead of guessing.
 */
import { hoursAtSea, type Leg, type LatLng } from './route';

export type ItineraryYacht = {
  /** The YachtId of the yacht data (spec 3.3), as the shortlist and share links name it. */
  id: string;
  name: string;
  /** Knots, from the yacht data's cruisespeed; null when the data has none. */
  cruiseSpeed: number | null;
  /** Nautical miles, from cruiserange (else economicalrange); null when the data has none. */
  range: number | null;
};

export type LegCheck = {
  nm: number;
  hours: number;
  /** The leg is longer than the yacht can run without refuelling. */
  beyondRange: boolean;
  /** The leg needs more hours at sea than a cruising day. */
  overDay: boolean;
};

export type ItineraryCheck =
  { kind: 'none' } | { kind: 'unknown'; yacht: ItineraryYacht; missing: ('speed' | 'range')[] } | { kind: 'checked'; yacht: ItineraryYacht; legs: LegCheck[]; problems: number };

const usable = (value: number | null): value is number => value !== null && Number.isFinite(value) && value > 0;

/** Hours of each leg at a speed (the visitor's, until a yacht gives its own). */
export const legHours = <P extends LatLng>(legs: readonly Leg<P>[], knots: number): number[] => legs.map((leg) => hoursAtSea(leg.nm, knots));

export const checkItinerary = <P extends LatLng>(legs: readonly Leg<P>[], yacht: ItineraryYacht | null, dayHours: number): ItineraryCheck => {
  if (!yacht) return { kind: 'none' };
  const missing = [...(usable(yacht.cruiseSpeed) ? [] : ['speed' as const]), ...(usable(yacht.range) ? [] : ['range' as const])];
  if (!usable(yacht.cruiseSpeed) || !usable(yacht.range)) return { kind: 'unknown', yacht, missing };
  const speed = yacht.cruiseSpeed;
  const range = yacht.range;
  const checked = legs.map((leg) => {
    const hours = hoursAtSea(leg.nm, speed);
    return { nm: leg.nm, hours, beyondRange: leg.nm > range, overDay: hours > dayHours };
  });
  return { kind: 'checked', yacht, legs: checked, problems: checked.filter((leg) => leg.beyondRange || leg.overDay).length };
};
