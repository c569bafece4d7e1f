'use client';
/**
 * How every map of the site is drawn: nothing until its box comes near the viewport (useNear), then
 * the map engine (and with it the map library) is imported and drawn, again whenever `key` or
 * `create` changes. An empty `key` draws nothing (no places yet, or not wanted). Without WebGL, or
 * when drawing fails, the status is 'unavailable' and the caller drops the box.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { OFFICE_MAP_LOAD_MARGIN_PX } from '../../../schema/constants/offices';
import { useNear } from '../hooks/use-near.client';

export type MapStatus = 'waiting' | 'loading' | 'ready' | 'unavailable';

const hasWebGl = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};

export const useMapWhenNear = <H extends { destroy(): void }>(
  box: RefObject<HTMLElement | null>,
  what: string,
  key: string,
  create: (container: HTMLElement) => Promise<H>,
  drawn: (handle: H | null) => void,
): MapStatus => {
  const [status, setStatus] = useState<MapStatus>('waiting');
  const [near, setNear] = useState(false);
  useNear(
    box,
    OFFICE_MAP_LOAD_MARGIN_PX,
    useCallback(() => setNear(true), []),
    !near && key !== '',
  );
  // Read when a map is drawn or destroyed, so a new callback alone does not draw the map again.
  const onDrawn = useRef(drawn);
  useEffect(() => {
    onDrawn.current = drawn;
  });

  useEffect(() => {
    const container = box.current;
    if (!container || !near || key === '') return;
    let cancelled = false;
    let created: H | null = null;
    const draw = async () => {
      if (!hasWebGl()) return setStatus('unavailable');
      setStatus('loading');
      try {
        created = await create(container);
        if (cancelled) return created.destroy();
        onDrawn.current(created);
        setStatus('ready');
      } catch (error) {
        console.error(`[maps] the ${what} could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
        if (!cancelled) setStatus('unavailable');
      }
    };
    void draw();
    return () => {
      cancelled = true;
      created?.destroy();
      onDrawn.current(null);
    };
  }, [box, what, near, key, create]);

  return status;
};
