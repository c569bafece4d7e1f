/**
 * The map under every map of the site: maplibre-gl with the offline style, or mapbox-gl with
 * Mapbox's own style when a token is set. Each library is loaded with import(), only by a map's
 * engine, only once its box is near the viewport. One declared shape of what the site's maps use
 * (both libraries offer it), rather than a wrapper such as react-map-gl: the maps draw HTML markers
 * and follow the library's own clustering imperatively, which a React binding would only wrap.
 */
import { landPath } from '../../../schema/constants/offices';
import type { MapSettings, MapTheme } from '../../OfficeMap/types';
import { offlineStyle, themeColours } from './offline-style';

export type LngLat = [number, number];
type GeoJsonLine = { type: 'Feature'; properties: object; geometry: { type: 'LineString'; coordinates: LngLat[] } };
type GeoJsonPoint = { type: 'Feature'; properties: { key: string }; geometry: { type: 'Point'; coordinates: LngLat } };
type GeoJsonPoints = { type: 'FeatureCollection'; features: GeoJsonPoint[] };
export type GeoJsonData = GeoJsonLine | GeoJsonPoints;
/** A feature the library drew from a source: a cluster (with its count) or one place. */
export type DrawnFeature = { geometry: { type: string; coordinates?: unknown }; properties: Record<string, unknown> | null };

/** What both libraries' maps offer that the site's maps use. */
export type SiteMap = {
  once(event: 'load' | 'idle', listener: () => void): unknown;
  on(event: 'render', listener: () => void): unknown;
  fitBounds(bounds: [LngLat, LngLat], options: { padding: number; maxZoom: number; animate?: boolean; duration?: number }): unknown;
  getZoom(): number;
  zoomTo(zoom: number): unknown;
  easeTo(options: { center: LngLat; zoom: number }): unknown;
  getCanvas(): HTMLCanvasElement;
  addSource(
    id: string,
    source: {
      type: 'geojson';
      data: GeoJsonData;
      cluster?: boolean;
      clusterRadius?: number;
      clusterMaxZoom?: number;
      clusterProperties?: Record<string, [unknown[], unknown[]]>;
    },
  ): unknown;
  addLayer(
    layer:
      | { id: string; type: 'line'; source: string; paint: Record<string, string | number | number[]>; layout?: Record<string, string> }
      | { id: string; type: 'circle'; source: string; paint: Record<string, number> },
  ): unknown;
  getSource(id: string): unknown;
  isSourceLoaded(id: string): boolean;
  querySourceFeatures(id: string): DrawnFeature[];
  remove(): void;
};
export type SiteMarker = { remove(): unknown; setLngLat(at: LngLat): unknown };
export type CreatedMap = { map: SiteMap; addMarker(element: HTMLElement, at: LngLat): SiteMarker };

/** Options both libraries take alike: how a visitor may move the map. */
type Interaction = {
  interactive?: boolean;
  scrollZoom?: boolean;
  dragRotate?: boolean;
  pitchWithRotate?: boolean;
  touchPitch?: boolean;
  dragPan?: boolean;
  renderWorldCopies: boolean;
};

export type MapSetup = {
  container: HTMLElement;
  settings: MapSettings;
  theme: MapTheme;
  center: LngLat;
  zoom: number;
  /** Finer coastlines for a close view, coarse ones for the world (the offline style). */
  detailed: boolean;
  interaction: Interaction;
};

const createMaplibre = async ({ container, theme, center, zoom, detailed, interaction }: MapSetup): Promise<CreatedMap> => {
  const [{ Map: MaplibreMap, Marker }] = await Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
  const landUrl = new URL(landPath(detailed ? '50m' : '110m'), window.location.origin).toString();
  const map = new MaplibreMap({
    container,
    style: offlineStyle(themeColours(theme, container), landUrl),
    center,
    zoom,
    attributionControl: false,
    ...interaction,
  });
  return { map, addMarker: (element, at) => new Marker({ element }).setLngLat(at).addTo(map) };
};

const createMapbox = async ({ container, theme, center, zoom, interaction }: MapSetup, token: string): Promise<CreatedMap> => {
  const [{ default: mapboxgl }] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
  const map = new mapboxgl.Map({
    accessToken: token,
    container,
    style: theme === 'dark' ? 'mapbox://styles/mapbox/dark-v11' : 'mapbox://styles/mapbox/light-v11',
    center,
    zoom,
    ...interaction,
  });
  return { map, addMarker: (element, at) => new mapboxgl.Marker({ element }).setLngLat(at).addTo(map) };
};

export const createSiteMap = (setup: MapSetup): Promise<CreatedMap> => (setup.settings.provider === 'mapbox' ? createMapbox(setup, setup.settings.token) : createMaplibre(setup));
