/** The offline map style's land shapes (spec 2.7 map): GeoJSON from the world-atlas package, rounded. */
import { describe, expect, it } from 'vitest';
import { LAND_SCALES } from '../../../schema/constants/offices';
import { loadLand, unwrapPolygon, unwrapRing } from './land';

type Position = [number, number];
const isPosition = (value: unknown): value is Position => Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
const isRing = (value: unknown): value is Position[] => Array.isArray(value) && value.every(isPosition);
const isPolygon = (value: unknown): value is Position[][] => Array.isArray(value) && value.every(isRing);
/** The polygons of a served MultiPolygon's coordinates. */
const polygonsOf = (coordinates: unknown): Position[][][] => (Array.isArray(coordinates) ? coordinates.filter(isPolygon) : []);
const extent = (ring: readonly Position[]): [number, number] => [Math.min(...ring.map(([lng]) => lng)), Math.max(...ring.map(([lng]) => lng))];

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

  it('no shape served spans the map: no ring steps across the antimeridian, and each polygon lies in one copy of the world with its holes inside it', async () => {
    for (const scale of LAND_SCALES) {
      const polygons = (await loadLand(scale)).features.flatMap((f) => polygonsOf(f.geometry.coordinates));
      expect(polygons.length).toBeGreaterThan(100);
      const problems = polygons.flatMap(([outer = [], ...holes], i) => {
        const [west, east] = extent(outer);
        const [allWest, allEast] = extent([outer, ...holes].flat());
        const steps = [outer, ...holes].some((ring) => ring.some(([lng], j) => Math.abs(lng - (ring[j - 1]?.[0] ?? lng)) > 180));
        return [
          // Eurasia, the widest land, spans about 207°; a shape near 360° is drawn across the whole map.
          ...(allEast - allWest >= 240 ? [`polygon ${i} spans ${allWest}° to ${allEast}°`] : []),
          ...(steps ? [`polygon ${i} has a ring stepping across the antimeridian`] : []),
          ...holes.filter((hole) => extent(hole)[0] < west || extent(hole)[1] > east).map(() => `polygon ${i} has a hole outside ${west}° to ${east}°`),
          ...(west < -180 || west >= 180 ? [`polygon ${i} starts at ${west}°, outside the map`] : []),
        ];
      });
      expect(problems, scale).toEqual([]);
    }
  }, 60_000);

  it('a ring crossing 180° continues past it instead of jumping back', () => {
    expect(
      unwrapRing([
        [179, 66],
        [-179, 66],
        [-178, 67],
        [179, 67],
      ]),
    ).toEqual([
      [179, 66],
      [181, 66],
      [182, 67],
      [179, 67],
    ]);
  });

  it('a polygon that starts east of 180° is moved into the map with its holes, not a world away from them', () => {
    const chukotkaFirst: [number, number][] = [
      [-180, 68],
      [-170, 66],
      [-180, 65],
      [179, 65],
      [40, 40],
      [-10, 40],
      [-10, 60],
      [90, 70],
      [179, 68],
      [-180, 68],
    ];
    const caspian: [number, number][] = [
      [47, 40],
      [54, 40],
      [54, 45],
      [47, 40],
    ];
    const [outer, hole] = unwrapPolygon([chukotkaFirst, caspian]);
    expect(outer?.map(([lng]) => lng)).toEqual([180, 190, 180, 179, 40, -10, -10, 90, 179, 180]);
    expect(hole).toEqual(caspian);
  });
});
