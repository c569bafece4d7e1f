/**
 * Draws the office map on the site's map (components/ui/map/engine.ts). Loaded with import() by the
 * island only once the map is near the viewport, so no map library is in any page's first-load
 * JavaScript. Markers are HTML elements: no symbol layer, so no glyphs or sprites are fetched.
 */
import { OFFICE_MAP_FIT_PADDING_PX, OFFICE_MAP_SELECTED_MIN_ZOOM, OFFICE_MAP_SINGLE_ZOOM, OFFICE_MAP_WORLD_VIEW } from '../../schema/constants/offices';
import { createSiteMap, type LngLat } from '../ui/map/engine';
import type { MapOffice, MapSettings, MapTheme } from './types';

export type EngineOptions = {
  container: HTMLElement;
  settings: MapSettings;
  theme: MapTheme;
  offices: readonly MapOffice[];
  selected: string | null;
  onSelect?: (codename: string) => void;
};

export type OfficeMapHandle = { select(codename: string | null): void; destroy(): void };

const MARKER_BASE = 'block rounded-full border-2 shadow-md transition-transform duration-200 cursor-pointer';

const MARKER_KIND: Record<MapOffice['kind'], string> = {
  brokerage: 'size-3.5 bg-gold border-white',
  crew: 'size-3 bg-white border-gold-deep',
};
const MARKER_SELECTED = 'scale-150 ring-4 ring-gold/40';

/** The library moves the outer element with a transform; the dot inside is what grows when chosen. */
const markerElement = (office: MapOffice, onSelect?: (codename: string) => void): { marker: HTMLElement; dot: HTMLElement } => {
  const marker = document.createElement('div');
  marker.dataset.office = office.codename;
  marker.dataset.kind = office.kind;
  marker.title = office.name;
  const dot = document.createElement('span');
  dot.className = `${MARKER_BASE} ${MARKER_KIND[office.kind]}`;
  marker.append(dot);
  if (onSelect) marker.addEventListener('click', () => onSelect(office.codename));
  else dot.classList.remove('cursor-pointer');
  return { marker, dot };
};

const boundsOf = (offices: readonly MapOffice[]): [LngLat, LngLat] => {
  const lngs = offices.map((o) => o.lng);
  const lats = offices.map((o) => o.lat);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
};

const initialView = (offices: readonly MapOffice[]): { center: LngLat; zoom: number } => {
  const [only] = offices;
  if (offices.length === 1 && only) return { center: [only.lng, only.lat], zoom: OFFICE_MAP_SINGLE_ZOOM };
  return { center: [OFFICE_MAP_WORLD_VIEW.lng, OFFICE_MAP_WORLD_VIEW.lat], zoom: OFFICE_MAP_WORLD_VIEW.zoom };
};

export const createOfficeMap = async (options: EngineOptions): Promise<OfficeMapHandle> => {
  const { map, addMarker } = await createSiteMap({
    container: options.container,
    settings: options.settings,
    theme: options.theme,
    ...initialView(options.offices),
    // Coarse shapes for a world view, finer ones around a single office.
    detailed: options.offices.length === 1,
    // A still picture that follows the selector: it never takes the page's scroll or a swipe.
    interaction: { interactive: false, renderWorldCopies: false },
  });
  // The map repeats what the office list and selector say; it is drawn for the eye only.
  map.getCanvas().setAttribute('tabindex', '-1');
  if (options.offices.length > 1) {
    map.fitBounds(boundsOf(options.offices), { padding: OFFICE_MAP_FIT_PADDING_PX, maxZoom: OFFICE_MAP_SINGLE_ZOOM, animate: false });
  }
  const elements = new Map<string, { marker: HTMLElement; dot: HTMLElement }>();
  const markers = options.offices.map((office) => {
    const element = markerElement(office, options.onSelect);
    elements.set(office.codename, element);
    return addMarker(element.marker, [office.lng, office.lat]);
  });
  const select = (codename: string | null) => {
    for (const [key, { marker, dot }] of elements) {
      const selected = key === codename;
      MARKER_SELECTED.split(' ').forEach((name) => dot.classList.toggle(name, selected));
      marker.style.zIndex = selected ? '1' : '';
      marker.dataset.selected = String(selected);
    }
    const office = options.offices.find((o) => o.codename === codename);
    if (!office) return;
    // data-map-settled: whether the map has come to rest on the chosen office (tests and screenshots wait for it).
    options.container.dataset.mapSettled = 'false';
    map.once('idle', () => {
      options.container.dataset.mapSettled = 'true';
    });
    map.easeTo({ center: [office.lng, office.lat], zoom: Math.max(map.getZoom(), OFFICE_MAP_SELECTED_MIN_ZOOM) });
  };
  if (options.selected) select(options.selected);
  // Ready once the style and the land shapes are drawn.
  await new Promise<void>((resolve) => map.once('load', resolve));
  return {
    select,
    destroy: () => {
      markers.forEach((marker) => marker.remove());
      map.remove();
    },
  };
};
