'use client';
/**
 * Keeps the search in step with the address when the site's own navigation changes it (a link to
 * this page with another search; the search's own writes), in place of InstantSearchNext's default.
 * Back and Forward are the history router's: its popstate listener reads the address and lets the
 * next change be written only after a write of its own. The site's router restores the page inside
 * its popstate listener, which runs before the search's when the search started after the page had
 * hydrated: a change passed on from there would write inside that same event, and the search's
 * listener, coming second, would cancel the write and hold back the visitor's next change. Passed on
 * a task later, it comes after both listeners, as it did when the search hydrated with the page.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

export type AddressFollower = {
  /** The history router's `start` option: receives what re-reads the address into the search. */
  start: (onUpdate: () => void) => void;
  /** The history router's `dispose` option. */
  dispose: () => void;
  /** The address changed through the site's router. */
  changed: () => void;
};

export const createAddressFollower = (): AddressFollower => {
  let update: (() => void) | null = null;
  return {
    start: (onUpdate) => {
      update = onUpdate;
    },
    dispose: () => {
      update = null;
    },
    changed: () => {
      setTimeout(() => update?.(), 0);
    },
  };
};

/** Tells `follower` of each change of the page's address after the first render. */
export function FollowAddress({ follower }: { follower: AddressFollower }) {
  const route = `${usePathname()}?${useSearchParams().toString()}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const seen = previous.current;
    previous.current = route;
    if (seen !== null && seen !== route) follower.changed();
  }, [route, follower]);
  return null;
}
