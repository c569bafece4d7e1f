'use client';
/**
 * The yacht video plays when the visitor asks (spec 3.6). Until then the page holds a lazy picture
 * of its poster under a play button, not the video: a video's poster attribute is fetched at once,
 * at one full size, while the pictures above it are still loading. The button is a link to the
 * video file, which is what it does without scripts; with them it puts the video in its place and
 * starts it. The picture and the video are drawn on the server; the island draws only the link
 * the visitor presses and its play mark (drawn on the server too, the mark would add its markup
 * to every yacht page's RSC payload instead of once to this script).
 */
import { useState, type ReactNode } from 'react';

/** `poster`: the server-drawn picture the link shows until asked; `children`: the server-drawn video. */
type Props = { href: string; label: string; poster: ReactNode; children: ReactNode };

export function VideoOnRequest({ href, label, poster, children }: Props) {
  const [asked, setAsked] = useState(false);
  if (asked) {
    // Started from the visitor's click, so no autoplay policy stands in the way.
    return (
      <div
        ref={(box) =>
          void box
            ?.querySelector('video')
            ?.play()
            .catch(() => undefined)
        }
      >
        {children}
      </div>
    );
  }
  return (
    <a
      href={href}
      aria-label={label}
      className="group relative block overflow-hidden bg-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
      data-video-on-request=""
      onClick={(event) => {
        event.preventDefault();
        setAsked(true);
      }}
    >
      {poster}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex size-16 items-center justify-center md:size-20 rounded-full bg-white/90 text-navy shadow-lg transition group-hover:scale-105 group-hover:bg-white"
      >
        <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
          <path d="M8 5.5v13l10.5-6.5z" />
        </svg>
      </span>
    </a>
  );
}
