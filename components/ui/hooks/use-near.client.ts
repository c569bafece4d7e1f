'use client';
/** Calls `onNear` once, when the element comes within `marginPx` of the viewport. */
import { useEffect, type RefObject } from 'react';

export const useNear = (ref: RefObject<HTMLElement | null>, marginPx: number, onNear: () => void, active = true): void => {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, marginPx, onNear, active]);
};
