'use client';
/**
 * How every map of the site is drawn: nothing until its box comes near the viewport, then the map
 * engine (and with it the map library) is imported and drawn once. Without WebGL, or when drawing
 * fails, the status is 'unavailable' and the caller drops the box.
 */
import { OFFICE_MAP_LOAD_MARGIN_PX } from '../../../schema/constants/offices';

export type MapStatus = 'waiting' | 'loading' | 'ready' | 'unavailable';

const hasWebGl = (): boolean => {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
};

/** Starts watching `container`; the returned function stops it and destroys a map already drawn. */
export const drawWhenNear = <H extends { destroy(): void }>(
  container: Element,
  what: string,
  create: () => Promise<H>,
  on: { status: (status: MapStatus) => void; drawn: (handle: H | null) => void },
): (() => void) => {
  let cancelled = false;
  let created: H | null = null;
  const load = async () => {
    if (!hasWebGl()) return on.status('unavailable');
    on.status('loading');
    try {
      created = await create();
      if (cancelled) return created.destroy();
      on.drawn(created);
      on.status('ready');
    } catch (error) {
      console.error(`[maps] the ${what} could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
      if (!cancelled) on.status('unavailable');
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
    on.drawn(null);
  };
};
