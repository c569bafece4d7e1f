/**
 * Spec 3.7, 4.3 and 5.3: the non-search yacht list kept in session storage: de-duplicated by
 * YachtId when stored (the first occurrence kept), valid 24 hours, read as empty once expired.
 */
// zod's tree-shakable build: browsers read these lists on every yacht card click.
import { z } from 'zod/mini';
import { NON_SEARCH_LIST_TTL_MS } from '../constants/yacht';

export const yachtUrlSchema = z.object({ Url: z.string(), YachtId: z.string() });
export type YachtUrl = z.output<typeof yachtUrlSchema>;

export const storedNonSearchListSchema = z.object({
  nonSearchResultYachtUrls: z.array(yachtUrlSchema),
  nonSearchResultYachtType: z.optional(z.string()),
  validUntil: z.number(),
});
export type StoredNonSearchList = z.output<typeof storedNonSearchListSchema>;

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

/** Spec 4.3: the stored list, or empty when missing, malformed or expired. */
export const readNonSearchList = (stored: unknown, now: number): YachtUrl[] => {
  const parsed = storedNonSearchListSchema.safeParse(stored);
  return parsed.success && now < parsed.data.validUntil ? parsed.data.nonSearchResultYachtUrls : [];
};
