/**
 * The offline map style: a sea background and the land shapes the site serves itself
 * (OFFICE_MAP_LAND_PATH), so a map draws with no tile server, glyphs or sprites from elsewhere.
 * Colours are the site's theme tokens, read from the page's CSS variables.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { MapTheme } from '../../OfficeMap/types';

export type MapColours = { sea: string; land: string; landOpacity: number; coast: string };

/** Theme token names (site/app/globals.css) per map theme. */
const TOKENS: Record<MapTheme, { sea: string; land: string; coast: string; landOpacity: number }> = {
  dark: { sea: '--color-navy-light', land: '--color-gray-white', coast: '--color-gray-400', landOpacity: 0.22 },
  light: { sea: '--color-gray-100', land: '--color-gray-white', coast: '--color-gray-400', landOpacity: 1 },
};

export const themeColours = (theme: MapTheme, element: Element): MapColours => {
  const styles = getComputedStyle(element);
  const token = TOKENS[theme];
  const read = (name: string) => styles.getPropertyValue(name).trim() || 'transparent';
  return { sea: read(token.sea), land: read(token.land), coast: read(token.coast), landOpacity: token.landOpacity };
};

export const offlineStyle = (colours: MapColours, landUrl: string): StyleSpecification => ({
  version: 8,
  sources: { land: { type: 'geojson', data: landUrl } },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
    { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land, 'fill-opacity': colours.landOpacity } },
    { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': colours.coast, 'line-width': 0.5, 'line-opacity': 0.6 } },
  ],
});
