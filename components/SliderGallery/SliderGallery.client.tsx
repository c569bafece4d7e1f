'use client';
/**
 * The slider's tabs and track. Until it comes near the viewport the track is a native scroll-snap
 * row (no swiper code loaded); then swiper takes over the same slides (SwiperTrack.client).
 */
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useNear } from '../ui/hooks/use-near.client';
import { cx } from '../ui/tokens';

const SwiperTrack = lazy(() => import('./SwiperTrack.client').then((module) => ({ default: module.SwiperTrack })));

/** Start loading swiper this far before the slider scrolls into view. */
const PRELOAD_MARGIN_PX = 400;

export type SliderTab = { label: string; start: number; count: number };

export function SliderGalleryStrip({ tabs, slides, label, previous, next }: { tabs: SliderTab[]; slides: ReactNode[]; label: string; previous: string; next: string }) {
  const root = useRef<HTMLDivElement>(null);
  const native = useRef<HTMLUListElement>(null);
  const [near, setNear] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);

  useNear(
    root,
    PRELOAD_MARGIN_PX,
    useCallback(() => setNear(true), []),
    !near,
  );

  const goTo = (index: number) => {
    if (swiper) swiper.slideTo(index);
    else native.current?.children[index]?.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
    setActive(index);
  };
  const current = tabs.findLastIndex((t) => t.start <= active);

  const fallback = (
    <ul ref={native} className="flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2">
      {slides.map((slide, i) => (
        <li key={i} className="w-[85%] shrink-0 snap-start md:w-[45%] lg:w-[31%]">
          {slide}
        </li>
      ))}
    </ul>
  );

  return (
    <div ref={root}>
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        {tabs.length > 1 ? (
          <div role="group" aria-label={label} className="flex flex-wrap gap-2">
            {tabs.map((tab, i) => (
              <button
                key={tab.label}
                type="button"
                aria-pressed={i === current}
                onClick={() => goTo(tab.start)}
                className={cx(
                  'border px-4 py-2 text-xs font-semibold tracking-[0.18em] uppercase transition',
                  i === current ? 'border-navy bg-navy text-white' : 'border-gray-300 text-navy hover:border-navy',
                )}
              >
                {tab.label} <span className="font-normal opacity-70">({tab.count})</span>
              </button>
            ))}
          </div>
        ) : (
          <span />
        )}
        <div className="flex gap-2 max-md:hidden">
          <button
            type="button"
            aria-label={previous}
            onClick={() => goTo(Math.max(0, active - 1))}
            disabled={active === 0}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-navy text-navy transition hover:bg-navy hover:text-white disabled:opacity-30"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={next}
            onClick={() => goTo(Math.min(slides.length - 1, active + 1))}
            disabled={active >= slides.length - 1}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-navy text-navy transition hover:bg-navy hover:text-white disabled:opacity-30"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      </div>
      {near ? (
        <Suspense fallback={fallback}>
          <SwiperTrack slides={slides} onReady={setSwiper} onChange={setActive} />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  );
}
