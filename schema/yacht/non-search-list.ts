/**
 * Spec 3.7, 5.3: writing the non-search yacht list. Apart from its reading (navigation-list.ts,
 * with zod) because every page with yacht cards writes it on a click, and writing needs no check.
 */
import { NON_SEARCH_LIST_TTL_MS } from '../constants/yacht';
import type { StoredNonSearchList, YachtUrl } from './navigation-list';

/** Spec 5.3: one entry per YachtId, the first kept, in list order. */
export const dedupeByYachtId = (list: readonly YachtUrl[]): YachtUrl[] => {
  const first = new Map<string, YachtUrl>();
  for (const entry of list) if (!first.has(entry.YachtId)) first.set(entry.YachtId, entry);
  return [...first.values()];
};

/** The value to store: de-duplicated, valid until 24 hours from `now` (epoch ms). */
export const storeNonSearchList = (list: readonly YachtUrl[], now: number, type?: string): StoredNonSearchList => ({
  nonSearchResultYachtUrls: dedupeByYachtId(list),
  ...(type === undefined ? {} : { nonSearchResultYachtType: type }),
  validUntil: now + NON_SEARCH_LIST_TTL_MS,
});
