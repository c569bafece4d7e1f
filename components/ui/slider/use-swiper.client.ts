'use client';
/**
 * Swiper's core (touch and drag, no modules, no stylesheet) on a row of slides, imported only when
 * the row comes near the viewport, with the spec's 1000 ms transition (spec 5.3, 9.5). Until then,
 * and without JavaScript, the row is the native scroll-snap row the server drew. `edges`: whether
 * the first and the last slide are in view, for the previous/next buttons; `measure()` after the
 * slides changed.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { BREAKPOINTS } from '../../../schema/constants/layout';
import { SLIDER_TRANSITION_MS } from '../../../schema/constants/yacht';
import { useNear } from '../hooks/use-near.client';

/** Start loading Swiper this far before the row scrolls into view. */
const SWIPER_NEAR_PX = 200;

/** Slides per view below `sm`, from `sm` and from `lg`, and the gap between slides in pixels. */
export type SwiperLayout = { base: number; sm: number; lg: number; gap: number };
export type Edges = { beginning: boolean; end: boolean };

export const useSwiper = (root: RefObject<HTMLElement | null>, { base, sm, lg, gap }: SwiperLayout) => {
  const swiper = useRef<SwiperInstance | null>(null);
  const [ready, setReady] = useState(false);
  const [edges, setEdges] = useState<Edges>({ beginning: true, end: false });
  useNear(
    root,
    SWIPER_NEAR_PX,
    useCallback(() => setReady(true), []),
    !ready,
  );

  useEffect(() => {
    const element = root.current;
    if (!ready || !element) return;
    let cancelled = false;
    void import('swiper').then(({ Swiper }) => {
      if (cancelled) return;
      const instance = new Swiper(element, {
        speed: SLIDER_TRANSITION_MS,
        slidesPerView: base,
        spaceBetween: gap,
        watchOverflow: true,
        breakpoints: { [BREAKPOINTS.sm]: { slidesPerView: sm }, [BREAKPOINTS.lg]: { slidesPerView: lg } },
      });
      const update = () => setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
      instance.on('slideChange', update);
      instance.on('resize', update);
      // swiper.update() after new slides or a filter: the buttons follow.
      instance.on('update', update);
      update();
      swiper.current = instance;
    });
    return () => {
      cancelled = true;
      swiper.current?.destroy(true, true);
      swiper.current = null;
    };
  }, [root, ready, base, sm, lg, gap]);

  const measure = useCallback(() => {
    const instance = swiper.current;
    if (!instance) return;
    instance.update();
    setEdges({ beginning: instance.isBeginning, end: instance.isEnd });
  }, []);

  return { ready, edges, swiper, measure };
};
