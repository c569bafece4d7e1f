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
 * world-atlas merges land across the antimeridian, so a ring can jump from 180° to -180°: drawn
 * as is, that jump is a straight edge across the whole map. Such rings are made continuous
 * (longitudes past 180°, which the map draws on the next world copy).
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

/** Antarctica's ring runs round the pole and has no office near it: it is left out. */
const ANTARCTIC_LATITUDE = -60;
const isAntarctic = (polygon: readonly (readonly Position[])[]): boolean => polygon[0]?.some(([, lat]) => lat < ANTARCTIC_LATITUDE) ?? false;

const drawable = (polygons: Position[][][]): Position[][][] => polygons.filter((polygon) => !isAntarctic(polygon)).map((polygon) => polygon.map(unwrapRing));

export type LandShapes = { type: 'FeatureCollection'; features: { type: 'Feature'; properties: object; geometry: { type: string; coordinates: Coordinates } }[] };

/** The package's files, bundled into the build (the route is rendered once, at build time). */
const FILES: Record<LandScale, () => Promise<{ default: unknown }>> = {
  '110m': () => import('world-atlas/land-110m.json'),
  '50m': () => import('world-atlas/land-50m.json'),
};

export const loadLand = async (scale: LandScale): Promise<LandShapes> => {
  const raw = (await FILES[scale]()).default;
  if (!isTopology(raw)) throw new Error(`world-atlas/land-${scale}.json is not the TopoJSON topology it should be`);
  const land = raw.objects.land;
  if (!land) throw new Error(`world-atlas/land-${scale}.json has no land object`);
  const collection = feature(raw, land);
  const features = 'features' in collection ? collection.features : [collection];
  return {
    type: 'FeatureCollection',
    features: features.flatMap((f) => {
      const geometry = multiPolygonSchema.safeParse(f.geometry);
      return geometry.success
        ? [{ type: 'Feature' as const, properties: {}, geometry: { type: 'MultiPolygon', coordinates: tidy(drawable(geometry.data.coordinates)) } }]
        : [];
    }),
  };
};
