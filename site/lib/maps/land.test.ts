/** The offline map style's land shapes (spec 2.7 map): GeoJSON from the world-atlas package, rounded. */
import { describe, expect, it } from 'vitest';
import { LAND_SCALES } from '../../../schema/constants/offices';
import { loadLand } from './land';

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
});
