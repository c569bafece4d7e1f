'use client';
/**
 * A destination map in a box: nothing until the box comes near the viewport, then the engine and
 * the map library are imported and drawn. Without WebGL, or when drawing fails, the status is
 * 'unavailable' and the caller drops the box (the list beside it stays).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { OFFICE_MAP_LOAD_MARGIN_PX } from '../../schema/constants/offices';
import { useMapSettings } from '../OfficeMap/settings.client';
import type { DestinationMapHandle, MarkerPlace, View } from './engine';

export type MapStatus = 'waiting' | 'loading' | 'ready' | 'unavailable';

const hasWebGl = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};

export const useDestinationMap = (
  box: RefObject<HTMLDivElement | null>,
  options: { places: readonly MarkerPlace[]; view: View; detailed: boolean; onPick: (key: string) => void },
): { status: MapStatus; handle: DestinationMapHandle | null } => {
  const settings = useMapSettings();
  const [status, setStatus] = useState<MapStatus>('waiting');
  const [handle, setHandle] = useState<DestinationMapHandle | null>(null);
  // Read when the map is created and by marker clicks, so a new render does not redraw the map.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const placesKey = options.places.map((p) => p.key).join(' ');

  useEffect(() => {
    const container = box.current;
    if (!container || placesKey === '') return;
    let cancelled = false;
    let created: DestinationMapHandle | null = null;
    const load = async () => {
      if (!hasWebGl()) return setStatus('unavailable');
      setStatus('loading');
      try {
        const { createDestinationMap } = await import('./engine');
        const { places, view, detailed } = latest.current;
        created = await createDestinationMap({ container, settings, places, view, detailed, onPick: (key) => latest.current.onPick(key) });
        if (cancelled) return created.destroy();
        setHandle(created);
        setStatus('ready');
      } catch (error) {
        console.error(`[maps] the destination map could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
        if (!cancelled) setStatus('unavailable');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: `${OFFICE_MAP_LOAD_MARGIN_PX}px 0px` },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      created?.destroy();
      setHandle(null);
    };
  }, [box, placesKey, settings]);

  return { status, handle };
};
