'use client';
/**
 * The visitor's unit and currency as the search island sees them: the attributes on <html> that the
 * preference script and switches write (components/ui/prefs). The server render and hydration use
 * `initial` (from the URL), then the page's value takes over.
 */
import { useSyncExternalStore } from 'react';
import { CURRENCY_STORAGE_KEY, UNIT_STORAGE_KEY } from '../ui/prefs/preferences';

type Kind = 'units' | 'currency';

const subscribe = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-units', 'data-currency'] });
  return () => observer.disconnect();
};

export const useDisplayPreference = (kind: Kind, initial: string): string =>
  useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset[kind] ?? initial,
    () => initial,
  );

/** Makes `value` the page's choice, as a switch would (remembered for the next pages). */
export const choosePreference = (kind: Kind, value: string): void => {
  document.documentElement.dataset[kind] = value;
  try {
    window.localStorage.setItem(kind === 'units' ? UNIT_STORAGE_KEY : CURRENCY_STORAGE_KEY, value);
  } catch {
    // storage blocked: the choice holds for this page view
  }
};
