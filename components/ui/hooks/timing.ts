/**
 * Throttle and debounce for browser handlers (spec 9.5: scroll at 200 ms, resize at 100 ms). The
 * throttle runs at once, then at most once per interval, and always once more with the last call,
 * so the final scroll position is never missed.
 */
export type Cancellable<A extends unknown[]> = ((...args: A) => void) & { cancel(): void };

export const throttle = <A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancellable<A> => {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    pending = null;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + ms - Date.now();
    if (wait <= 0 && timer === undefined) return run(args);
    pending = args;
    timer ??= setTimeout(
      () => {
        timer = undefined;
        if (pending) run(pending);
      },
      Math.max(wait, 0),
    );
  };
  return Object.assign(throttled, {
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
    },
  });
};

export const debounce = <A extends unknown[]>(fn: (...args: A) => void, ms: number): Cancellable<A> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
};
