/** The offline map style's land shapes (spec 2.7 map): GeoJSON from the world-atlas package, rounded. */
import { describe, expect, it } from 'vitest';
import { LAND_SCALES } from '../../../schema/constants/offices';
import { loadLand, unwrapRing } from './land';

describe('land shapes', () => {
  it('are GeoJSON polygons with coordinates rounded to two decimals, at both scales', async () => {
    for (const scale of LAND_SCALES) {
      const land = await loadLand(scale);
      expect(land.type).toBe('FeatureCollection');
      const [first] = land.features;
      expect(first?.geometry.type).toBe('MultiPolygon');
      const text = JSON.stringify(land);
      expect(text).not.toMatch(/\d\.\d{3,}/);
      expect(text.length).toBeGreaterThan(50_000);
    }
  }, 60_000);

  it('no ring jumps across the antimeridian, so no edge is drawn across the map', async () => {
    const land = await loadLand('110m');
    const coordinates = JSON.parse(JSON.stringify(land.features[0]?.geometry.coordinates)) as unknown;
    const rings = Array.isArray(coordinates) ? coordinates.flat(1) : [];
    expect(rings.length).toBeGreaterThan(100);
    for (const ring of rings) {
      const points: number[][] = Array.isArray(ring) ? ring : [];
      for (let i = 1; i < points.length; i++) expect(Math.abs((points[i]?.[0] ?? 0) - (points[i - 1]?.[0] ?? 0))).toBeLessThanOrEqual(180);
    }
  }, 60_000);

  it('a ring crossing 180° continues past it instead of jumping back', () => {
    expect(unwrapRing([[179, 66], [-179, 66], [-178, 67], [179, 67]])).toEqual([[179, 66], [181, 66], [182, 67], [179, 67]]);
  });
});
