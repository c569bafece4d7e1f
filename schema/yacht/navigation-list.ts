/**
 * Spec 3.7, 4.3 and 5.3: the non-search yacht list kept in session storage: de-duplicated by
 * YachtId when stored (the first occurrence kept), valid 24 hours, read as empty once expired.
 */
// zod's small build: the yacht pages' previous/next read these lists in the browser.
import { z } from 'zod/mini';

export const yachtUrlSchema = z.object({ Url: z.string(), YachtId: z.string() });
export type YachtUrl = z.output<typeof yachtUrlSchema>;

export const storedNonSearchListSchema = z.object({
  nonSearchResultYachtUrls: z.array(yachtUrlSchema),
  nonSearchResultYachtType: z.optional(z.string()),
  validUntil: z.number(),
});
export type StoredNonSearchList = z.output<typeof storedNonSearchListSchema>;

export { dedupeByYachtId, storeNonSearchList } from './non-search-list';

/** Spec 4.3: the stored list, or empty when missing, malformed or expired. */
export const readNonSearchList = (stored: unknown, now: number): YachtUrl[] => {
  const parsed = storedNonSearchListSchema.safeParse(stored);
  return parsed.success && now < parsed.data.validUntil ? parsed.data.nonSearchResultYachtUrls : [];
};
