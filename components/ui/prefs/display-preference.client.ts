'use client';
/**
 * The visitor's unit and currency as islands see them: the attributes on <html> that the preference
 * script and switches write. Any writer (a switch, another tab, the search page taking a shared
 * link's unit) is seen through the attribute itself. The server render and hydration use `initial`.
 */
import { useSyncExternalStore } from 'react';
import { CURRENCY_STORAGE_KEY, UNIT_STORAGE_KEY } from './preferences';

export type PreferenceKind = 'units' | 'currency';
export const PREFERENCE_STORAGE_KEY: Record<PreferenceKind, string> = { units: UNIT_STORAGE_KEY, currency: CURRENCY_STORAGE_KEY };

const subscribe = (listener: () => void) => {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-units', 'data-currency'] });
  return () => observer.disconnect();
};

export const useDisplayPreference = (kind: PreferenceKind, initial: string): string =>
  useSyncExternalStore(
    subscribe,
    () => document.documentElement.dataset[kind] ?? initial,
    () => initial,
  );

/** Makes `value` the page's choice and remembers it for the next pages. */
export const choosePreference = (kind: PreferenceKind, value: string): void => {
  document.documentElement.dataset[kind] = value;
  try {
    window.localStorage.setItem(PREFERENCE_STORAGE_KEY[kind], value);
  } catch {
    // storage blocked: the choice holds for this page view
  }
};
