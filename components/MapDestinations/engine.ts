/**
 * Draws a map of destinations (spec 3.10) and, in the itinerary builder, a route, on the site's map
 * (components/ui/map/engine.ts). Loaded with import() only when the map is near the viewport.
 * Markers are HTML elements (no glyphs or sprites); the route is a GeoJSON line whose longitudes
 * are unwrapped, so a leg across the antimeridian is drawn the short way.
 * At low zoom nearby markers gather into one with their count: the library clusters a GeoJSON source
 * of the places (`cluster: true`), and after each frame the markers follow what it drew: a cluster
 * gets a counted marker, a place left on its own shows its own. Places on the route never cluster.
 */
import { MAP_CLUSTER_MAX_ZOOM, MAP_CLUSTER_RADIUS_PX, MAP_REFERENCE_WIDTH_PX } from '../../schema/constants/itinerary';
import type { MapSettings } from '../OfficeMap/types';
import { createSiteMap, type DrawnFeature, type GeoJsonData, type LngLat, type SiteMarker } from '../ui/map/engine';

export type MarkerPlace = { key: string; name: string; lat: number; lng: number };
export type View = { lat: number; lng: number; zoom: number };

export type DestinationMapOptions = {
  container: HTMLElement;
  settings: MapSettings;
  places: readonly MarkerPlace[];
  view: View;
  onPick: (key: string) => void;
  /** Finer coastlines for a close view (a destination page), coarse for the world. */
  detailed: boolean;
};

export type DestinationMapHandle = {
  /** Only these markers are shown (null: all). */
  show(keys: ReadonlySet<string> | null): void;
  /** Marks the places on the route and draws it through them ([lng, lat], unwrapped). */
  route(line: readonly [number, number][], keys: ReadonlySet<string>): void;
  zoom(by: number): void;
  destroy(): void;
};

type GeoJsonLine = Extract<GeoJsonData, { type: 'Feature' }>;
type GeoJsonPoints = Extract<GeoJsonData, { type: 'FeatureCollection' }>;
type DataSource = { setData(data: GeoJsonData): unknown };

const FIT_PADDING_PX = 56;
const FIT_MAX_ZOOM = 7;
const line = (coordinates: LngLat[]): GeoJsonLine => ({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } });
const isDataSource = (value: unknown): value is DataSource => typeof value === 'object' && value !== null && 'setData' in value;
const points = (places: readonly MarkerPlace[]): GeoJsonPoints => ({
  type: 'FeatureCollection',
  features: places.map((place) => ({ type: 'Feature', properties: { key: place.key }, geometry: { type: 'Point', coordinates: [place.lng, place.lat] } })),
});
const lngLatOf = (feature: DrawnFeature): LngLat | null => {
  const at = feature.geometry.coordinates;
  return Array.isArray(at) && typeof at[0] === 'number' && typeof at[1] === 'number' ? [at[0], at[1]] : null;
};

/** The editor's view, zoomed out on a narrow map so that it spans the same longitudes. */
const zoomFor = (options: DestinationMapOptions): number => Math.max(0, options.view.zoom - Math.max(0, Math.log2(MAP_REFERENCE_WIDTH_PX / Math.max(1, options.container.clientWidth))));

/** Interaction that leaves the page's scroll alone: no wheel zoom; on touch screens pinch, not one-finger drag. */
const gestures = () => {
  const touch = window.matchMedia('(pointer: coarse)').matches;
  return { scrollZoom: false, dragRotate: false, pitchWithRotate: false, touchPitch: false, dragPan: !touch, renderWorldCopies: true };
};

/** A cluster's marker: its count, the names it gathers as its tooltip; a click zooms in until it comes apart. */
const clusterElement = (count: number, keys: string[], names: ReadonlyMap<string, string>, onZoom: () => void): HTMLElement => {
  const marker = document.createElement('div');
  marker.className = 'dm-cluster';
  marker.dataset.cluster = String(count);
  marker.dataset.clusterKeys = keys.join(' ');
  marker.title = keys.map((key) => names.get(key) ?? key).join(', ');
  const label = document.createElement('span');
  label.textContent = String(count);
  marker.append(label);
  marker.addEventListener('click', (event) => {
    event.stopPropagation();
    onZoom();
  });
  return marker;
};

const markerElement = (place: MarkerPlace, onPick: (key: string) => void): HTMLElement => {
  const marker = document.createElement('div');
  marker.dataset.destination = place.key;
  marker.title = place.name;
  marker.setAttribute('aria-label', place.name);
  marker.className = 'dm-marker';
  marker.append(document.createElement('span'));
  marker.addEventListener('click', (event) => {
    event.stopPropagation();
    onPick(place.key);
  });
  return marker;
};

export const createDestinationMap = async (options: DestinationMapOptions): Promise<DestinationMapHandle> => {
  const { map, addMarker } = await createSiteMap({
    container: options.container,
    settings: options.settings,
    theme: 'light',
    center: [options.view.lng, options.view.lat],
    zoom: zoomFor(options),
    detailed: options.detailed,
    interaction: gestures(),
  });
  // The list beside the map says what the map shows; the canvas is for the eye and the pointer.
  map.getCanvas().setAttribute('tabindex', '-1');
  const elements = new Map<string, HTMLElement>();
  const markers = options.places.map((place) => {
    const element = markerElement(place, options.onPick);
    elements.set(place.key, element);
    return addMarker(element, [place.lng, place.lat]);
  });
  await new Promise<void>((resolve) => map.once('load', resolve));
  // The places the library clusters: the shown ones that are not on the route.
  let shown: ReadonlySet<string> | null = null;
  let onRoute: ReadonlySet<string> = new Set();
  const clustered = () => options.places.filter((p) => (shown === null || shown.has(p.key)) && !onRoute.has(p.key));
  const names = new Map(options.places.map((p) => [p.key, p.name]));
  map.addSource('places', {
    type: 'geojson',
    data: points(clustered()),
    cluster: true,
    clusterRadius: MAP_CLUSTER_RADIUS_PX,
    clusterMaxZoom: MAP_CLUSTER_MAX_ZOOM,
    // Each cluster carries the keys it gathers (space-separated), for its tooltip.
    clusterProperties: {
      keys: [
        ['concat', ['accumulated'], ' ', ['get', 'keys']],
        ['get', 'key'],
      ],
    },
  });
  // An invisible layer: the source is only computed for a layer that uses it; the markers are HTML.
  map.addLayer({ id: 'places', type: 'circle', source: 'places', paint: { 'circle-radius': 0, 'circle-opacity': 0 } });
  const clusters = new Map<string, SiteMarker>();
  const follow = () => {
    if (!map.isSourceLoaded('places')) return;
    const single = new Set<string>();
    const seen = new Set<string>();
    for (const feature of map.querySourceFeatures('places')) {
      const props = feature.properties ?? {};
      const at = lngLatOf(feature);
      if (typeof props.key === 'string') single.add(props.key);
      if (props.cluster !== true || !at) continue;
      const count = Number(props.point_count);
      const keys = typeof props.keys === 'string' ? props.keys.split(' ') : [];
      const id = `${String(props.cluster_id)}:${keys.join(' ')}`;
      if (seen.has(id)) continue; // a cluster on a tile edge comes once per tile
      seen.add(id);
      const existing = clusters.get(id);
      if (existing) existing.setLngLat(at);
      else
        clusters.set(
          id,
          addMarker(
            clusterElement(count, keys, names, () => map.easeTo({ center: at, zoom: Math.min(map.getZoom() + 2, MAP_CLUSTER_MAX_ZOOM + 1) })),
            at,
          ),
        );
    }
    for (const [id, marker] of clusters) {
      if (seen.has(id)) continue;
      marker.remove();
      clusters.delete(id);
    }
    for (const [key, element] of elements) {
      const visible = onRoute.has(key) || (single.has(key) && (shown === null || shown.has(key)));
      element.hidden = !visible;
    }
  };
  map.on('render', follow);
  const recluster = () => {
    const source = map.getSource('places');
    if (isDataSource(source)) source.setData(points(clustered()));
  };
  // The site's gold (a theme token), read from the page like the offline style's colours.
  const gold = getComputedStyle(options.container).getPropertyValue('--color-gold-deep').trim() || 'black';
  map.addSource('route', { type: 'geojson', data: line([]) });
  map.addLayer({
    id: 'route',
    type: 'line',
    source: 'route',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': gold, 'line-width': 3, 'line-dasharray': [2, 1.5] },
  });
  return {
    show: (keys) => {
      shown = keys;
      recluster();
    },
    route: (coordinates, keys) => {
      onRoute = keys;
      for (const [key, element] of elements) element.dataset.onRoute = String(keys.has(key));
      recluster();
      const source = map.getSource('route');
      if (isDataSource(source)) source.setData(line([...coordinates]));
      if (coordinates.length < 2) return;
      const lngs = coordinates.map(([lng]) => lng);
      const lats = coordinates.map(([, lat]) => lat);
      map.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, duration: 0 },
      );
    },
    zoom: (by) => map.zoomTo(map.getZoom() + by),
    destroy: () => {
      markers.forEach((marker) => marker.remove());
      clusters.forEach((marker) => marker.remove());
      map.remove();
    },
  };
};
