/**
 * A machine whose code (and the state-machine library) loads on the visitor's first reach for
 * what it drives, not with the page. Until then the page shows the machine's initial view, and
 * the events it is sent wait in order, to be replayed once it runs: the first scroll or tap is
 * never lost. A failed load is forgotten, so the next reach tries again.
 */

/** The running machine as a page sees it: events in, a view of its state out. */
export type ActorPort<E, V> = {
  send: (event: E) => void;
  /** The same object for as long as the view does not change (a React external store). */
  view: () => V;
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
};

export type LazyActor<E, V> = {
  /**
   * Runs the event, or keeps it until the machine runs. `wake: false` keeps it without loading
   * (a resize), replacing an earlier kept event of its type.
   */
  send: (event: E, wake?: boolean) => void;
  /** Loads and starts the machine; true once it runs, false if its code could not be had. */
  wake: () => Promise<boolean>;
  view: () => V;
  subscribe: (listener: () => void) => () => void;
  stop: () => void;
};

export const createLazyActor = <E extends { type: string }, V>(initial: V, load: () => Promise<() => ActorPort<E, V>>): LazyActor<E, V> => {
  let actor: ActorPort<E, V> | null = null;
  let loading: Promise<boolean> | null = null;
  /** Bumped by `stop`: a load begun before it starts nothing (a remounted island wakes again). */
  let generation = 0;
  let unsubscribe = () => {};
  const queue: E[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const wake = (): Promise<boolean> => {
    if (actor) return Promise.resolve(true);
    const mine = generation;
    loading ??= load().then(
      (start) => {
        loading = null;
        if (mine !== generation) return false;
        const running = start();
        actor = running;
        unsubscribe = running.subscribe(notify);
        for (const event of queue.splice(0)) running.send(event);
        notify();
        return true;
      },
      (error: unknown) => {
        loading = null;
        console.error(`[lazy-actor] ${error instanceof Error ? error.message : String(error)}`);
        return false;
      },
    );
    return loading;
  };

  return {
    send: (event, wakes = true) => {
      if (actor) return actor.send(event);
      if (!wakes) {
        const earlier = queue.findIndex((kept) => kept.type === event.type);
        if (earlier >= 0) queue.splice(earlier, 1);
      }
      queue.push(event);
      if (wakes) void wake();
    },
    wake,
    view: () => (actor ? actor.view() : initial),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      generation += 1;
      loading = null;
      queue.length = 0;
      unsubscribe();
      actor?.stop();
      actor = null;
    },
  };
};

/** What a port needs of a running actor (an xstate actor has it), so this module imports no library. */
export type RunningActor<E, S> = {
  send: (event: E) => void;
  getSnapshot: () => S;
  subscribe: (listener: (snapshot: S) => void) => { unsubscribe: () => void };
  stop: () => void;
};

/** A port over a started actor; the view is computed once per snapshot and kept while `same`. */
export const portOf = <E, S, V>(actor: RunningActor<E, S>, toView: (snapshot: S) => V, same: (a: V, b: V) => boolean): ActorPort<E, V> => {
  let current = toView(actor.getSnapshot());
  const listeners = new Set<() => void>();
  const subscription = actor.subscribe((snapshot) => {
    const next = toView(snapshot);
    if (same(current, next)) return;
    current = next;
    listeners.forEach((listener) => listener());
  });
  return {
    send: (event) => actor.send(event),
    view: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => {
      subscription.unsubscribe();
      actor.stop();
    },
  };
};

/** Equal when every field is (a flat view). */
export const sameFields = <V extends Record<string, unknown>>(a: V, b: V): boolean => Object.keys(a).every((key) => Object.is(a[key], b[key]));
