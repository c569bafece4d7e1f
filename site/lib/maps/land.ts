/**
 * The land shapes of the offline map style: Natural Earth land polygons from the world-atlas
 * package (TopoJSON), checked with zod and turned into GeoJSON with topojson-client.
 */
import { feature } from 'topojson-client';
import { z } from 'zod';
import { LAND_COORDINATE_DECIMALS, MERCATOR_MAX_LATITUDE, type LandScale } from '../../../schema/constants/offices';

const position = z.tuple([z.number(), z.number()]);
const topologySchema = z.object({
  type: z.literal('Topology'),
  arcs: z.array(z.array(position)),
  transform: z.object({ scale: position, translate: position }).optional(),
  objects: z.object({ land: z.object({ type: z.literal('GeometryCollection'), geometries: z.array(z.looseObject({ type: z.string() })) }) }),
});

/** The topology topojson-client reads. */
type Topology = Parameters<typeof feature>[0];
const isTopology = (value: unknown): value is Topology => topologySchema.safeParse(value).success;

type Coordinates = number | Coordinates[];
const factor = 10 ** LAND_COORDINATE_DECIMALS;
const round = (value: number): number => Math.round(value * factor) / factor;
/** Rounded, with latitudes kept inside Web Mercator's range: a ring reaching the pole draws as a wedge. */
const tidy = (value: Coordinates): Coordinates => {
  if (typeof value === 'number') return round(value);
  const [lng, lat] = value;
  if (value.length === 2 && typeof lng === 'number' && typeof lat === 'number') {
    return [round(lng), round(Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, lat)))];
  }
  return value.map(tidy);
};

type Position = [number, number];
const multiPolygonSchema = z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.array(z.array(position))) });

/**
 * world-atlas's rings are spherical (stitched across the antimeridian for d3-geo, which cuts them
 * when it projects), so a ring can step from 180° to -180°: drawn flat, that step is an edge across
 * the whole map. Such a ring is made continuous instead (longitudes past ±180°), which maplibre's
 * GeoJSON tiler draws by wrapping the part past the edge onto the other side of the map.
 */
export const unwrapRing = (ring: readonly Position[]): Position[] => {
  let offset = 0;
  return ring.map(([lng, lat], i) => {
    const previous = ring[i - 1];
    if (previous) {
      const step = lng - previous[0];
      if (step > 180) offset -= 360;
      else if (step < -180) offset += 360;
    }
    return [lng + offset, lat];
  });
};

const westOf = (ring: readonly Position[]): number => ring.reduce((west, [lng]) => Math.min(west, lng), Infinity);
const shift = (ring: readonly Position[], by: number): Position[] => (by === 0 ? [...ring] : ring.map(([lng, lat]) => [lng + by, lat]));
/** The whole turns that bring a longitude into [west, west + 360). */
const turnsInto = (lng: number, west: number): number => -Math.floor((lng - west) / 360) * 360;

/**
 * A polygon whose rings all lie in one copy of the world: the outer ring starts in the map's own
 * (west edge in [-180°, 180°)) and each hole sits inside it. A ring that starts east of 180° comes
 * out of unwrapRing a whole turn west (Eurasia starts in Chukotka); moved alone, its holes (the
 * Caspian) are left a world away and are joined to it by a band across the map.
 */
export const unwrapPolygon = (polygon: readonly (readonly Position[])[]): Position[][] => {
  const [outer, ...holes] = polygon.map(unwrapRing);
  if (!outer) return [];
  const placed = shift(outer, turnsInto(westOf(outer), -180));
  const west = westOf(placed);
  return [placed, ...holes.map((hole) => shift(hole, turnsInto(westOf(hole), west)))];
};

/** Antarctica's ring runs round the pole and has no office near it: it is left out. */
const ANTARCTIC_LATITUDE = -60;
const isAntarctic = (polygon: readonly (readonly Position[])[]): boolean => polygon[0]?.some(([, lat]) => lat < ANTARCTIC_LATITUDE) ?? false;

const drawable = (polygons: Position[][][]): Position[][][] => polygons.filter((polygon) => !isAntarctic(polygon)).map(unwrapPolygon);

export type LandShapes = { type: 'FeatureCollection'; features: { type: 'Feature'; properties: object; geometry: { type: string; coordinates: Coordinates } }[] };

/** The package's files, bundled into the build (the route is rendered once, at build time). */
const FILES: Record<LandScale, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/land-110m.json'),
  '50m': () => import('world-atlas/land-50m.json'),
};

/** The land as world-atlas draws it: spherical rings, which d3-geo cuts at the antimeridian itself. */
export const sphericalLand = async (scale: LandScale): Promise<ReturnType<typeof feature>> => {
  const raw = (await FILES[scale]()).default;
  if (!isTopology(raw)) throw new Error(`world-atlas/land-${scale}.json is not the TopoJSON topology it should be`);
  const land = raw.objects.land;
  if (!land) throw new Error(`world-atlas/land-${scale}.json has no land object`);
  return feature(raw, land);
};

export const loadLand = async (scale: LandScale): Promise<LandShapes> => {
  const collection = await sphericalLand(scale);
  const features = 'features' in collection ? collection.features : [collection];
  return {
    type: 'FeatureCollection',
    features: features.flatMap((f) => {
      const geometry = multiPolygonSchema.safeParse(f.geometry);
      return geometry.success ? [{ type: 'Feature' as const, properties: {}, geometry: { type: 'MultiPolygon', coordinates: tidy(drawable(geometry.data.coordinates)) } }] : [];
    }),
  };
};
