'use client';
/**
 * A destination map in a box: nothing until the box comes near the viewport (and, when `enabled`
 * is given, until it is true), then the engine and the map library are imported and drawn.
 * Without WebGL, or when drawing fails, the status is 'unavailable' and the caller drops the box
 * (the list beside it stays).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useMapWhenNear, type MapStatus } from '../ui/map/use-map-when-near.client';
import { useMapSettings } from '../OfficeMap/settings.client';
import type { DestinationMapHandle, MarkerPlace, View } from './engine';

export type { MapStatus };

export const useDestinationMap = (
  box: RefObject<HTMLDivElement | null>,
  options: { places: readonly MarkerPlace[]; view: View; detailed: boolean; onPick: (key: string) => void; enabled?: boolean },
): { status: MapStatus; handle: DestinationMapHandle | null } => {
  const settings = useMapSettings();
  const [handle, setHandle] = useState<DestinationMapHandle | null>(null);
  // Read when the map is created and by marker clicks, so a new render does not redraw the map.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const placesKey = options.places.map((p) => p.key).join(' ');

  const create = useCallback(
    async (container: HTMLElement) => {
      const { createDestinationMap } = await import('./engine');
      const { places, view, detailed } = latest.current;
      return createDestinationMap({ container, settings, places, view, detailed, onPick: (key) => latest.current.onPick(key) });
    },
    [settings],
  );
  const status = useMapWhenNear(box, 'destination map', options.enabled === false ? '' : placesKey, create, setHandle);

  return { status, handle };
};
