import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '../constants/geo';
import { haversineKm, hoursAtSea, legsOf, nauticalMiles, unwrapLongitudes } from './route';

const within = (actual: number, reference: number, share: number) => expect(Math.abs(actual - reference) / reference).toBeLessThan(share);

describe('great-circle legs (spec 9.2: haversine, Earth radius 6371 km)', () => {
  it('uses the 6371 km radius: a quarter of a meridian is a quarter of that circle', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI * 6371) / 2, 6);
  });

  it('LAX to JFK matches the worked example of the Aviation Formulary within 0.5%', () => {
    // Ed Williams, Aviation Formulary V1.47 (edwilliams.org/avform147.htm), 'Distance between points':
    // LAX (33°57'N, 118°24'W) to JFK (40°38'N, 73°47'W) is 0.623585 rad = 2144 nm (1 nm = 1 minute of arc).
    within(nauticalMiles({ lat: 33 + 57 / 60, lng: -(118 + 24 / 60) }, { lat: 40 + 38 / 60, lng: -(73 + 47 / 60) }), 2144, 0.005);
  });

  it('the Bahamas sample route gives each leg within 0.5% of an independent great-circle calculator', () => {
    // Reference: @turf/distance 7.4.0 (its own haversine, mean Earth radius 6371.0088 km, units
    // 'nauticalmiles'), run on the same coordinates on 2026-11-25:
    // Nassau-Highbourne Cay 36.08, Highbourne Cay-Norman's Cay 6.51, Norman's Cay-Staniel Cay 33.11,
    // Staniel Cay-George Town 53.34 nm.
    const route = [
      { lat: 25.078, lng: -77.3431 },
      { lat: 24.7137, lng: -76.8162 },
      { lat: 24.6053, lng: -76.8148 },
      { lat: 24.1722, lng: -76.44 },
      { lat: 23.5164, lng: -75.7848 },
    ];
    const legs = legsOf(route).map((leg) => leg.nm);
    expect(legs).toHaveLength(4);
    [36.08, 6.51, 33.11, 53.34].forEach((reference, i) => within(legs[i] ?? 0, reference, 0.005));
  });

  it('measures a leg across the antimeridian the short way and draws it without crossing the map', () => {
    // Papeete, Tahiti to Suva, Fiji: 1826.51 nm by @turf/distance 7.4.0 (as above).
    const tahiti = { lat: -17.5333, lng: -149.5667 };
    const fiji = { lat: -18.1416, lng: 178.4419 };
    within(nauticalMiles(tahiti, fiji), 1826.51, 0.005);
    const [a, b] = unwrapLongitudes([tahiti, fiji]);
    expect(Math.abs((b?.[0] ?? 0) - (a?.[0] ?? 0))).toBeLessThan(180);
    expect(b?.[0]).toBeCloseTo(178.4419 - 360, 6);
  });

  it('hours at sea are miles over knots', () => {
    expect(hoursAtSea(36, 12)).toBe(3);
  });
});
