/**
 * Spec 2.15, 9.5 title-word animation: the words of a title, each in its own span so the
 * stylesheet (site/app/styles/motion.css) can lift them one after another. The words are in the
 * HTML as text: without the animation (no CSS support, reduced motion, the item's 'animation
 * disabled' flag) the title simply shows.
 */
import { Fragment } from 'react';

export function TitleWords({ text, animated }: { text: string; animated: boolean }) {
  if (!animated) return text;
  const words = text.split(/\s+/).filter(Boolean);
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? ' ' : null}
      <span>{word}</span>
    </Fragment>
  ));
}

/** The class that animates a title's words on load (tw) or as it scrolls into view (tw-s). */
export const titleWordsClass = (animated: boolean, on: 'load' | 'scroll' = 'load'): string | undefined => (animated ? (on === 'load' ? 'tw' : 'tw-s') : undefined);

/** The class of a block that rises into view as it is scrolled to (spec 2.15). */
export const riseClass = (animated: boolean): string | undefined => (animated ? 'mo' : undefined);
