'use client';
/**
 * The yacht slider's island (spec 5.3, 9.5). Without JavaScript, and until it nears the viewport,
 * the cards are a native scroll-snap row (swipeable on touch). Near the viewport it loads Swiper's
 * core alone (no modules, no stylesheet) and adds previous/next buttons with the spec's 1000 ms
 * transition. `more`: the slides the page did not draw, fetched as the visitor nears the slider
 * (more-slides.client.ts); until then, without JavaScript, or when they fail, their yachts are links.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { YACHT_SLIDER_LAYOUT } from '../../schema/constants/yacht';
import { useSwiper } from '../ui/slider/use-swiper.client';
import { cx } from '../ui/tokens';
import { YachtLinks } from '../YachtCard/YachtLinks';
import { useMoreSlides, type MoreSlides } from './more-slides.client';

const { slidesPerView, gapPx } = YACHT_SLIDER_LAYOUT;
const LAYOUT = { ...slidesPerView, gap: gapPx };

export function YachtSlider({ slides: drawn, labels, more }: { slides: readonly ReactNode[]; labels: { previous: string; next: string }; more?: MoreSlides }) {
  const root = useRef<HTMLDivElement>(null);
  const { ready, edges, swiper, measure } = useSwiper(root, LAYOUT);
  const fetched = useMoreSlides(root, more);
  const slides = fetched.slides.length > 0 ? [...drawn, ...fetched.slides] : drawn;

  // Slides that came after Swiper started: it measures them again and may enable 'next'.
  useEffect(measure, [slides.length, measure]);

  // The arrows and the scroll-snap row are one class each, as the other sliders' (site/app/styles/editorial.css).
  return (
    <div>
      <div ref={root} className={cx('swiper p-px', ready ? 'overflow-hidden' : 'overflow-x-auto')} data-yacht-slider={ready ? 'ready' : 'native'} data-more-slides={fetched.state}>
        {/* The slides' classes sit on the list once rather than on every slide. */}
        <ul className={cx('swiper-wrapper flex *:h-auto *:shrink-0', !ready && 'ed-snap-cards')}>
          {slides.map((slide, index) => (
            <li key={index} className="swiper-slide">
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {more && fetched.state === 'failed' ? (
        <div className="mt-6">
          <YachtLinks links={more.links} />
        </div>
      ) : more && fetched.state !== 'shown' ? (
        <noscript>
          <div className="mt-6">
            <YachtLinks links={more.links} />
          </div>
        </noscript>
      ) : null}
      {ready && !(edges.beginning && edges.end) ? (
        <div className="mt-6 flex justify-end gap-3">
          <button type="button" className="ed-arrow" aria-label={labels.previous} disabled={edges.beginning} onClick={() => swiper.current?.slidePrev()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button type="button" className="ed-arrow" aria-label={labels.next} disabled={edges.end} onClick={() => swiper.current?.slideNext()}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  );
}
