'use client';
/**
 * The gallery lightbox (spec 2.8): a modal dialog over the page with swiper (swipe, pinch and
 * double-tap zoom), arrow keys to step, the picture's title and description, and a counter. Focus
 * stays inside, Escape closes and gives focus back, the page does not scroll behind it (2.15).
 * Only the current picture and its neighbours are loaded.
 */
import { use, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Zoom } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/zoom';
import { useBodyScrollLock, useFocusTrap } from '../ui/hooks/use-overlay.client';
import type { LightboxItem } from './gallery-media';
import { fill } from '../../schema/words';
import type { LightboxLabels } from './labels';

export { fetchPictures } from './pictures.client';

/** How far from the current picture images are loaded. */
const NEIGHBOURS = 1;
const MAX_ZOOM = 3;

const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/40 text-white transition hover:bg-white hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

export function Lightbox({ items, start, name, labels, onClose }: { items: LightboxItem[]; start: number; name: string; labels: LightboxLabels; onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const swiper = useRef<SwiperInstance | null>(null);
  const [index, setIndex] = useState(start);
  useBodyScrollLock(true);
  useFocusTrap(dialog, true, onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') swiper.current?.slideNext();
      else if (event.key === 'ArrowLeft') swiper.current?.slidePrev();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const current = items[index];
  const total = items.length;
  return (
    <div ref={dialog} role="dialog" aria-modal="true" aria-label={fill(labels.dialog, { name })} tabIndex={-1} className="fixed inset-0 z-[100] flex flex-col bg-navy text-white" data-lightbox="">
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-8">
        <p className="text-sm tracking-[0.2em] text-white/70" aria-live="polite" data-lightbox-counter="">
          {fill(labels.counter, { index: index + 1, total })}
        </p>
        <div className="flex items-center gap-3">
          <button type="button" className={iconButton} aria-label={labels.zoom} title={labels.zoom} onClick={() => swiper.current?.zoom.toggle()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <circle cx="10.5" cy="10.5" r="6.5" />
              <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" />
            </svg>
          </button>
          <button type="button" className={iconButton} aria-label={labels.close} title={labels.close} onClick={onClose} data-lightbox-close="">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M5 5l14 14M19 5L5 19" />
            </svg>
          </button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <Swiper
          modules={[Zoom]}
          zoom={{ maxRatio: MAX_ZOOM }}
          initialSlide={start}
          spaceBetween={24}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
          onSlideChange={(instance) => setIndex(instance.activeIndex)}
          className="h-full w-full"
        >
          {items.map((item, i) => (
            <SwiperSlide key={`${item.src}-${i}`} zoom className="!flex items-center justify-center">
              {Math.abs(i - index) <= NEIGHBOURS ? <img src={item.src} alt={item.alt} className="max-h-full max-w-full object-contain" decoding="async" draggable={false} /> : null}
            </SwiperSlide>
          ))}
        </Swiper>
        <button
          type="button"
          className={`${iconButton} absolute top-1/2 left-3 z-10 -translate-y-1/2 bg-navy/60 max-sm:hidden sm:left-6 disabled:opacity-30`}
          aria-label={labels.previous}
          onClick={() => swiper.current?.slidePrev()}
          disabled={index === 0}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <button
          type="button"
          className={`${iconButton} absolute top-1/2 right-3 z-10 -translate-y-1/2 bg-navy/60 max-sm:hidden sm:right-6 disabled:opacity-30`}
          aria-label={labels.next}
          onClick={() => swiper.current?.slideNext()}
          disabled={index === total - 1}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
      </div>
      <div className="min-h-20 px-4 py-4 text-center sm:px-8" data-lightbox-caption="">
        {current ? (
          <>
            <p className="text-xs tracking-[0.28em] text-white/70 uppercase">{current.section}</p>
            {current.title ? <p className="mt-1 font-serif text-lg">{current.title}</p> : null}
            {current.description ? <p className="mx-auto mt-1 max-w-2xl text-sm text-white/80">{current.description}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

type LightboxOfProps = Omit<Parameters<typeof Lightbox>[0], 'items'> & {
  /** The pictures once they are known (the page's own, or the route's); null when they cannot be had. */
  pictures: Promise<LightboxItem[] | null>;
  /** What happens when they cannot: the picture's link is followed, as without JavaScript. */
  onMissing: () => void;
};

/** The lightbox over pictures that may still be on their way (a teaser's come from the yacht-gallery route). */
export function LightboxOf({ pictures, onMissing, ...props }: LightboxOfProps) {
  const items = use(pictures);
  const missing = items === null || props.start >= items.length;
  useEffect(() => {
    if (missing) onMissing();
  }, [missing, onMissing]);
  return missing ? null : <Lightbox items={items} {...props} />;
}
