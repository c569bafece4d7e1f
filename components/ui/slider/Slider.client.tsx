'use client';
/**
 * The slider of the article, news, people and quote blocks (spec 2.15, 5.3, 9.5). The server draws
 * the slides; this island only moves them. Without JavaScript, and until it nears the viewport, the
 * slides are a native scroll-snap row (swipeable on touch). Near the viewport it loads Swiper's core
 * (touch and drag, no modules, no stylesheet) with the spec's 1000 ms transition; previous/next
 * buttons and the arrow keys move it. An optional filter (the people slider's departments, spec 3.8)
 * shows the slides of one group.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../tokens';
import { useSwiper, type SwiperLayout } from './use-swiper.client';

export type SliderLayout = 'cards' | 'people' | 'single';
export type SliderWords = { region: string; previous: string; next: string; all: string; filter: string };
export type SliderFilter = { groups: { value: string; label: string }[]; slideGroups: (string | null)[] };

const LAYOUTS: Record<SliderLayout, SwiperLayout> = {
  cards: { base: 1.15, sm: 2, lg: 3, gap: 24 },
  people: { base: 1.3, sm: 2, lg: 4, gap: 24 },
  single: { base: 1, sm: 1, lg: 1, gap: 24 },
};

/** The same widths before Swiper loads (a scroll-snap row). */
const NATIVE_WIDTHS: Record<SliderLayout, string> = { cards: 'ed-snap-cards', people: 'ed-snap-people', single: 'ed-snap-single' };

const arrow = (d: string) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
    <path d={d} />
  </svg>
);

export function Slider({ slides, words, layout, filter }: { slides: readonly ReactNode[]; words: SliderWords; layout: SliderLayout; filter?: SliderFilter }) {
  const root = useRef<HTMLDivElement>(null);
  const { ready, edges, swiper } = useSwiper(root, LAYOUTS[layout]);
  const [group, setGroup] = useState<string | null>(null);

  // A new filter changes the slides: Swiper measures them again and starts from the first.
  useEffect(() => {
    swiper.current?.update();
    swiper.current?.slideTo(0, 0);
  }, [group, swiper]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const instance = swiper.current;
    if (!instance || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') instance.slidePrev();
    else instance.slideNext();
  };

  const shown = slides.flatMap((slide, index) => (group === null || filter?.slideGroups[index] === group ? [{ slide, index }] : []));
  const native = NATIVE_WIDTHS[layout];
  return (
    // min-w-0: in a grid or flex column the row of slides must scroll inside the slider, never widen the page.
    <div role="region" aria-roledescription="carousel" aria-label={words.region} onKeyDown={onKeyDown} data-slider={ready ? 'ready' : 'native'} className="min-w-0 max-w-full">
      {filter && filter.groups.length > 1 ? (
        <div role="group" aria-label={words.filter} className="mb-6 flex flex-wrap gap-2">
          {[{ value: null, label: words.all }, ...filter.groups].map((g) => (
            <button key={g.value ?? ''} type="button" aria-pressed={group === g.value} onClick={() => setGroup(g.value)} className="ed-chip">
              {g.label}
            </button>
          ))}
        </div>
      ) : null}
      <div ref={root} className={cx('swiper relative max-w-full p-px', ready ? 'touch-pan-y overflow-hidden' : 'overflow-x-auto')}>
        <ul className={cx('swiper-wrapper flex *:h-auto *:shrink-0', !ready && native)}>
          {shown.map(({ slide, index }) => (
            <li key={index} className="swiper-slide">
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {ready && !(edges.beginning && edges.end) ? (
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="ed-arrow" aria-label={words.previous} disabled={edges.beginning} onClick={() => swiper.current?.slidePrev()}>
            {arrow('M15 5l-7 7 7 7')}
          </button>
          <button type="button" className="ed-arrow" aria-label={words.next} disabled={edges.end} onClick={() => swiper.current?.slideNext()}>
            {arrow('M9 5l7 7-7 7')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
