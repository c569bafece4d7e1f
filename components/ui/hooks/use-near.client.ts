'use client';
/**
 * Calls `onNear` once, when the element comes within `marginPx` of the viewport. `orPassed`: also
 * once the visitor has scrolled past it (a jump to the page's end never crosses it).
 */
import { useEffect, type RefObject } from 'react';

/** Stretches the viewport upwards past any page: whatever lies above it counts as near. */
const PASSED_PX = 1_000_000;

export const useNear = (ref: RefObject<HTMLElement | null>, marginPx: number, onNear: () => void, active = true, orPassed = false): void => {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${orPassed ? PASSED_PX : marginPx}px 0px ${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, onNear, active, orPassed]);
};
