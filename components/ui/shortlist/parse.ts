/**
 * Checking what local storage holds for the shortlist (spec 2.6, 2.8, 2.11): whatever a visitor or
 * another version of the site left there reads as a valid list. With zod's small build, in its own
 * module: the store loads it only when there is a stored list to read (store.ts).
 */
import { z } from 'zod/mini';

/** One yacht on the list: its YachtId and the market view it was added from (the compare tabs). */
export const shortlistEntrySchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)), view: z.enum(['charter', 'sale']) });
export type ShortlistEntry = z.output<typeof shortlistEntrySchema>;
export type ShortlistParser = (raw: string | null) => readonly ShortlistEntry[];

const EMPTY: readonly ShortlistEntry[] = Object.freeze([]);

export const parseShortlist: ShortlistParser = (raw) => {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  const seen = new Set<string>();
  const entries: ShortlistEntry[] = [];
  for (const candidate of value) {
    const parsed = shortlistEntrySchema.safeParse(candidate);
    if (!parsed.success) continue;
    const key = `${parsed.data.view}:${parsed.data.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    entries.push(parsed.data);
  }
  return entries;
};
