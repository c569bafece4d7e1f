'use client';
/**
 * A muted, looping background video (heroes, covers) with a visible pause/play button (WCAG 2.2.2).
 * It starts on its own only once the browser says the visitor does not prefer reduced motion, so
 * under that preference, and before the script runs, the poster shows and the video waits for play;
 * in a hero slider's hidden slide it waits until the slide shows.
 */
import { useEffect, useRef, useState } from 'react';
import type { Words } from '../../../schema/words';
import { useMounted } from '../hooks/use-mounted.client';
import { useHiddenSlide } from '../hooks/use-hidden-slide.client';
import { useReducedMotion } from '../hooks/use-reduced-motion.client';

export type BackgroundVideoProps = {
  src: string;
  type: string;
  poster: string | undefined;
  label: string | undefined;
  width: number | undefined;
  height: number | undefined;
  className: string | undefined;
  labels: Words<'backgroundVideo'>;
  /** Editing-overlay attributes (data-*), passed through to the video. */
  attributes: Record<string, string>;
};

export function BackgroundVideo({ src, type, poster, label, width, height, className, labels, attributes }: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const reduced = useReducedMotion();
  const mounted = useMounted();
  /** The visitor's press of play or pause, which wins over the motion preference. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice === null ? !reduced : choice === 'play';
  // In a slide of a hero slider, only while that slide shows.
  const hidden = useHiddenSlide(video);
  const running = playing && !hidden;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!running) {
      element.pause();
      return;
    }
    // A browser that refuses to play (data saver, autoplay policy) leaves the poster and offers play.
    element.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setChoice('pause');
    });
  }, [running]);

  return (
    <>
      <video
        ref={video}
        className={className}
        muted
        loop
        playsInline
        preload="none"
        poster={poster}
        aria-label={label}
        width={width}
        height={height}
        data-playing={running ? 'true' : 'false'}
        // The script has taken over: from here on the motion preference decides (tests wait for it).
        data-ready={mounted ? '' : undefined}
        {...attributes}
      >
        <source src={src} type={type} />
      </video>
      <button type="button" className="bgv-btn" aria-label={playing ? labels.pause : labels.play} onClick={() => setChoice(playing ? 'pause' : 'play')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          {playing ? <path d="M9 6v12M15 6v12" /> : <path d="M8 5l11 7-11 7z" />}
        </svg>
      </button>
    </>
  );
}
