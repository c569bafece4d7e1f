/**
 * A locator map's still picture (spec 3.10), shown until the visitor reaches for the map: the map
 * library costs a phone seconds of work, which a guide page's small map does not earn at load.
 * The picture is the view in Web Mercator at the zoom the library draws (512 px tiles), so the
 * drawn map replaces it in place; markers use the same projection (d3-geo).
 */
import { geoMercator, type GeoProjection } from 'd3-geo';
import { MAP_PREVIEW_SHAPES, type MapPreviewShape } from '../../schema/constants/itinerary';
import type { View } from './engine';

/** maplibre's and mapbox's world is 512 px wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;

export const previewProjection = (view: View, shape: MapPreviewShape): GeoProjection => {
  const { width, height } = MAP_PREVIEW_SHAPES[shape];
  return geoMercator()
    .scale((WORLD_PX_AT_ZOOM_0 * 2 ** view.zoom) / (2 * Math.PI))
    .center([view.lng, view.lat])
    .translate([width / 2, height / 2]);
};

/** Where a place sits on the picture, or null when it is outside it. */
export const previewPoint = (view: View, shape: MapPreviewShape, place: { lat: number; lng: number }): [number, number] | null => {
  const { width, height } = MAP_PREVIEW_SHAPES[shape];
  const at = previewProjection(view, shape)([place.lng, place.lat]);
  if (!at) return null;
  const [x, y] = at;
  return x >= 0 && x <= width && y >= 0 && y <= height ? [Math.round(x), Math.round(y)] : null;
};
