'use client';
/**
 * The hero slider's frame: which slide shows, the previous/next and pause buttons, and autoplay.
 * Slides are stacked in one grid cell and cross-fade (spec 9.5: 1000 ms, site/app/styles/builder.css),
 * so switching never moves the page. Autoplay holds while the pointer is over the slider or focus
 * is inside it, is off under prefers-reduced-motion (the visitor may still press play) and stops
 * for good at the pause button; a swipe on a touch screen changes the slide.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { fill, type Words } from '../../schema/words';
import { useReducedMotion } from '../ui/hooks/use-reduced-motion.client';

/** A horizontal move this long (px) is a swipe. */
const SWIPE_PX = 40;

export function HeroSliderFrame({ slides, labels, autoplay, intervalMs, loop }: { slides: ReactNode[]; labels: Words<'heroSlider'>; autoplay: boolean; intervalMs: number; loop: boolean }) {
  const count = slides.length;
  const [active, setActive] = useState(0);
  // The server cannot know the visitor's motion preference: it draws the slider still.
  const reduced = useReducedMotion();
  /** The visitor's press of play or pause, which wins over autoplay and the preference. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice === null ? autoplay && !reduced : choice === 'play';
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [swipeFrom, setSwipeFrom] = useState<number | null>(null);

  const last = count - 1;
  const go = (index: number) => setActive(loop ? (index + count) % count : Math.max(0, Math.min(last, index)));

  useEffect(() => {
    if (!playing || held.pointer || held.focus) return;
    if (!loop && active === last) return;
    const timer = window.setTimeout(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, held, active, loop, last, count, intervalMs]);

  const paused = !playing || held.pointer || held.focus;
  return (
    <section
      className="hs pc-lg"
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-hero=""
      data-active={active}
      data-playing={paused ? 'false' : 'true'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
      onPointerDown={(event) => setSwipeFrom(event.clientX)}
      onPointerUp={(event) => {
        if (swipeFrom === null) return;
        const moved = event.clientX - swipeFrom;
        setSwipeFrom(null);
        if (Math.abs(moved) >= SWIPE_PX) go(active + (moved < 0 ? 1 : -1));
      }}
    >
      {slides.map((slide, index) => (
        <div
          key={index}
          className="hs-slide"
          role="group"
          aria-roledescription="slide"
          aria-label={fill(labels.slide, { n: index + 1, count })}
          data-on={index === active ? '' : undefined}
          inert={index !== active}
        >
          {slide}
        </div>
      ))}
      <div className="hs-nav">
        <button type="button" className="hs-btn" aria-label={labels.previous} onClick={() => go(active - 1)} disabled={!loop && active === 0}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M15 5l-7 7 7 7" />
          </svg>
        </button>
        <span className="hs-count" aria-live={paused ? 'polite' : 'off'}>
          {fill(labels.slide, { n: active + 1, count })}
        </span>
        <button type="button" className="hs-btn" aria-label={labels.next} onClick={() => go(active + 1)} disabled={!loop && active === last}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M9 5l7 7-7 7" />
          </svg>
        </button>
        <button type="button" className="hs-btn" aria-label={playing ? labels.pause : labels.play} onClick={() => setChoice(playing ? 'pause' : 'play')}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5l11 7-11 7z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
