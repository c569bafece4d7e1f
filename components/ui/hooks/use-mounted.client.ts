'use client';
/** True once the page runs in the browser (false on the server and while hydrating), without an effect. */
import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

export const useMounted = (): boolean =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
