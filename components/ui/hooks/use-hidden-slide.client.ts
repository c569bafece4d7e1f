'use client';
/**
 * Whether an element sits in a carousel slide that is not shown: a slider marks its hidden slides
 * `inert` (the ARIA carousel pattern's `aria-roledescription="slide"`). A background video there
 * waits until its slide shows, instead of playing unseen.
 */
import { useEffect, useState, type RefObject } from 'react';

export const useHiddenSlide = (ref: RefObject<Element | null>): boolean => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const slide = ref.current?.closest('[aria-roledescription="slide"]');
    if (!slide) return;
    const read = () => setHidden(slide.hasAttribute('inert'));
    read();
    const observer = new MutationObserver(read);
    observer.observe(slide, { attributes: true, attributeFilter: ['inert'] });
    return () => observer.disconnect();
  }, [ref]);
  return hidden;
};
