'use client';
/** The React side of a lazy actor (lazy-actor.ts): one per island, its view as an external store. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLazyActor, type ActorPort, type LazyActor } from './lazy-actor';

/** `initial` and `load` are read once, at the island's first render. */
export const useLazyActor = <E extends { type: string }, V>(initial: V, load: () => Promise<() => ActorPort<E, V>>): LazyActor<E, V> => {
  const [lazy] = useState(() => createLazyActor(initial, load));
  useEffect(() => () => lazy.stop(), [lazy]);
  return lazy;
};

export const useLazyView = <E, V>(lazy: LazyActor<E, V>): V => useSyncExternalStore(lazy.subscribe, lazy.view, lazy.view);
