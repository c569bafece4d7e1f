'use client';
/**
 * The map settings for every office map on the page: the site layout reads MAPBOX_TOKEN on the
 * server (schema/env.ts) and provides it here, so components never read the environment.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { MapSettings } from './types';

const MapSettingsContext = createContext<MapSettings>({ provider: 'maplibre' });

export function MapSettingsProvider({ settings, children }: { settings: MapSettings; children: ReactNode }) {
  return <MapSettingsContext value={settings}>{children}</MapSettingsContext>;
}

export const useMapSettings = (): MapSettings => useContext(MapSettingsContext);
