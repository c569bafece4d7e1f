'use client';
/**
 * The one office map island (footer, office_map, office_list_compact, office_location): a sized
 * placeholder until the visitor scrolls near it, then the map library is imported and drawn. It
 * never blocks the page; without WebGL, or when the map fails, the box goes and the office list
 * and selector beside it remain.
 */
import { useEffect, useRef, useState } from 'react';
import { OFFICE_MAP_LOAD_MARGIN_PX } from '../../schema/constants/offices';
import type { OfficeMapHandle } from './engine';
import { useMapSettings } from './settings.client';
import type { MapOffice, MapTheme } from './types';

type Status = 'waiting' | 'loading' | 'ready' | 'unavailable';

export type OfficeMapIslandProps = {
  offices: readonly MapOffice[];
  theme: MapTheme;
  selected?: string | null;
  onSelect?: (codename: string) => void;
  className?: string;
  /** The offices are still being fetched: keep the map's place so nothing moves when they come. */
  pending?: boolean;
};

const hasWebGl = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};

const SEA: Record<MapTheme, string> = { dark: 'bg-navy-light', light: 'bg-gray-100' };

export function OfficeMapIsland({ offices, theme, selected = null, onSelect, className = '', pending = false }: OfficeMapIslandProps) {
  const settings = useMapSettings();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<OfficeMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('waiting');
  // The latest choice and callback, read when the map is created and by marker clicks.
  const latest = useRef({ selected, onSelect, offices });
  useEffect(() => {
    latest.current = { selected, onSelect, offices };
    handle.current?.select(selected);
  }, [selected, onSelect, offices]);
  // The map is drawn again only when the set of offices changes, not on every render of the parent.
  const officesKey = offices.map((office) => office.codename).join(' ');

  useEffect(() => {
    const container = box.current;
    if (!container || officesKey === '') return;
    let cancelled = false;
    const load = async () => {
      if (!hasWebGl()) return setStatus('unavailable');
      setStatus('loading');
      try {
        const { createOfficeMap } = await import('./engine');
        const created = await createOfficeMap({
          container,
          settings,
          theme,
          offices: latest.current.offices,
          selected: latest.current.selected,
          onSelect: latest.current.onSelect ? (codename) => latest.current.onSelect?.(codename) : undefined,
        });
        if (cancelled) return created.destroy();
        handle.current = created;
        setStatus('ready');
      } catch (error) {
        console.error(`[maps] the office map could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
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
      handle.current?.destroy();
      handle.current = null;
    };
  }, [officesKey, settings, theme]);

  if (status === 'unavailable' || (offices.length === 0 && !pending)) return null;
  return (
    <div
      ref={box}
      aria-hidden="true"
      data-map-status={status}
      className={`relative overflow-hidden ${SEA[theme]} ${className}`}
    />
  );
}
