'use client';
/** Session storage for yacht navigation (spec 3.7), tolerant of blocked storage and broken JSON. */
import { YACHT_NAVIGATION_KEYS } from '../../schema/constants/yacht';
import type { YachtUrl } from '../../schema/yacht/navigation-list';
import { storeNonSearchList } from '../../schema/yacht/non-search-list';

export const readSession = (key: string): unknown => {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  } catch {
    return null;
  }
};

export const writeSession = (key: string, value: unknown): void => {
  try {
    window.sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage blocked or full: navigation falls back to the default listing
  }
};

/** Spec 3.7, 5.3: the list a visitor takes from a grid or slider, and the listing it came from. */
export const recordYachtList = (list: readonly YachtUrl[], view: string): void => {
  writeSession(YACHT_NAVIGATION_KEYS.nonSearchList, storeNonSearchList(list, Date.now(), view));
  writeSession(YACHT_NAVIGATION_KEYS.currentRoute, `${window.location.pathname}${window.location.search}`);
};
