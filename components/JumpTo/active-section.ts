/**
 * Spec 4.5: the active link is the last section, in document order, whose top edge is above half
 * the viewport height; with no such section there is none.
 */
export type SectionTop = { id: string; top: number };

export const activeSection = (sections: readonly SectionTop[], viewportHeight: number): string | null => sections.findLast((section) => section.top < viewportHeight / 2)?.id ?? null;

/**
 * Spec 9.5: runs `fn` at most once per `wait` ms: at once on the first call, then once more after
 * the wait with the latest call, so the last scroll position is always seen.
 */
export const throttle = (fn: () => void, wait: number, clock: { now(): number; set(fn: () => void, ms: number): unknown } = { now: () => Date.now(), set: (f, ms) => setTimeout(f, ms) }) => {
  let last = -Infinity;
  let pending = false;
  return () => {
    const elapsed = clock.now() - last;
    if (elapsed >= wait) {
      last = clock.now();
      fn();
      return;
    }
    if (pending) return;
    pending = true;
    clock.set(() => {
      pending = false;
      last = clock.now();
      fn();
    }, wait - elapsed);
  };
};
