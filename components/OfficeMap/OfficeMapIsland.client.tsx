'use client';
/**
 * The one office map island (footer, office_map, office_list_compact, office_location): a sized
 * placeholder until the visitor scrolls near it, then the map library is imported and drawn. It
 * never blocks the page; without WebGL, or when the map fails, the box goes and the office list
 * and selector beside it remain.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useMapWhenNear } from '../ui/map/use-map-when-near.client';
import type { OfficeMapHandle } from './engine';
import { useMapSettings } from './settings.client';
import { mapBoxClass, type MapOffice, type MapTheme } from './types';

export type OfficeMapIslandProps = {
  offices: readonly MapOffice[];
  theme: MapTheme;
  selected?: string | null;
  onSelect?: (codename: string) => void;
  className?: string;
  /** The offices are still being fetched: keep the map's place so nothing moves when they come. */
  pending?: boolean;
};

export function OfficeMapIsland({ offices, theme, selected = null, onSelect, className = '', pending = false }: OfficeMapIslandProps) {
  const settings = useMapSettings();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<OfficeMapHandle | null>(null);
  // The latest choice and callback, read when the map is created and by marker clicks.
  const latest = useRef({ selected, onSelect, offices });
  useEffect(() => {
    latest.current = { selected, onSelect, offices };
    handle.current?.select(selected);
  }, [selected, onSelect, offices]);
  // The map is drawn again only when the set of offices changes, not on every render of the parent.
  const officesKey = offices.map((office) => office.codename).join(' ');

  const create = useCallback(
    async (container: HTMLElement) => {
      const { createOfficeMap } = await import('./engine');
      return createOfficeMap({
        container,
        settings,
        theme,
        offices: latest.current.offices,
        selected: latest.current.selected,
        onSelect: latest.current.onSelect ? (codename) => latest.current.onSelect?.(codename) : undefined,
      });
    },
    [settings, theme],
  );
  const status = useMapWhenNear(box, 'office map', officesKey, create, (created) => (handle.current = created));

  if (status === 'unavailable' || (offices.length === 0 && !pending)) return null;
  return <div ref={box} aria-hidden="true" data-map-status={status} className={mapBoxClass(theme, className)} />;
}
