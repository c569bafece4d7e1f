import { describe, expect, it } from 'vitest';
import { checkItinerary } from './check';
import { legsOf } from './route';

// About 60 nm (one degree of latitude) and 300 nm.
const legs = legsOf([
  { lat: 36, lng: 25 },
  { lat: 37, lng: 25 },
  { lat: 42, lng: 25 },
]);

describe('the yacht check of an itinerary', () => {
  it('says which legs are beyond the range or longer than a cruising day', () => {
    const check = checkItinerary(legs, { id: 'Y1', name: 'AURORA', cruiseSpeed: 12, range: 250 }, 8);
    if (check.kind !== 'checked') throw new Error(check.kind);
    expect(check.legs.map((leg) => [leg.beyondRange, leg.overDay])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(check.problems).toBe(1);
    expect(check.legs[0]?.hours).toBeCloseTo(60 / 12, 1);
  });

  it('a longer cruising day the visitor allows clears a leg that only needed more hours', () => {
    const check = checkItinerary(legs, { id: 'Y1', name: 'AURORA', cruiseSpeed: 12, range: 1000 }, 24);
    expect(check.kind === 'checked' && check.problems).toBe(1);
    const relaxed = checkItinerary(legs, { id: 'Y1', name: 'AURORA', cruiseSpeed: 20, range: 1000 }, 24);
    expect(relaxed.kind === 'checked' && relaxed.problems).toBe(0);
  });

  it('a yacht without a cruising speed or range cannot be checked, and says what is missing', () => {
    expect(checkItinerary(legs, { id: 'Y2', name: 'NOMAD', cruiseSpeed: null, range: 3000 }, 8)).toMatchObject({ kind: 'unknown', missing: ['speed'] });
    expect(checkItinerary(legs, { id: 'Y2', name: 'NOMAD', cruiseSpeed: 0, range: null }, 8)).toMatchObject({ kind: 'unknown', missing: ['speed', 'range'] });
    expect(checkItinerary(legs, null, 8)).toEqual({ kind: 'none' });
  });
});
