'use client';
/**
 * The visitor's prefers-reduced-motion, kept current. The server cannot know it, so it answers
 * true there and while hydrating: whatever moves starts only once the browser has said it may.
 */
import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const watch = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    watch,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
