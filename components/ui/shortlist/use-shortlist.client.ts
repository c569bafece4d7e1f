'use client';
/** The shortlist as React state: one store per page, server snapshot empty (the badge hides). */
import { useSyncExternalStore } from 'react';
import { createShortlistStore, type ShortlistEntry } from './store';

const EMPTY: readonly ShortlistEntry[] = [];

export const shortlistStore = createShortlistStore(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  typeof window === 'undefined' ? null : window,
  // zod comes only to a page whose visitor has a shortlist to read (parse.ts).
  { load: () => import('./parse').then((m) => m.parseShortlist) },
);

export const useShortlist = (): readonly ShortlistEntry[] => useSyncExternalStore(shortlistStore.subscribe, shortlistStore.read, () => EMPTY);
