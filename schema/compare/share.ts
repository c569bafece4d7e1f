/**
 * The comparison as a link (spec 2.11 Share): `/compare/?c=sale:Y1234_AB,charter:Y42_CD` opens the
 * same yachts on any device without an account. The same format is the compare route's query.
 * Visitors' links are read leniently (junk entries are skipped, the count is capped); the route
 * handler reads strictly and refuses a query with junk in it.
 */
import { z } from 'zod/mini';
import { COMPARE_MAX_QUERY_LENGTH, COMPARE_MAX_YACHTS, COMPARE_VIEWS, type CompareView } from '../constants/compare';

// The constants live with the others (the compare page's loader reads the key without zod).
export { COMPARE_MAX_QUERY_LENGTH, COMPARE_MAX_YACHTS, COMPARE_QUERY_KEY, COMPARE_VIEWS, type CompareView } from '../constants/compare';

/** A YachtId as the source system writes it ('Y1234_XX'): letters, digits, '_' and '-'. */
export const compareEntrySchema = z.object({
  view: z.enum(COMPARE_VIEWS),
  id: z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)),
});
export type CompareEntry = z.output<typeof compareEntrySchema>;

export type ParsedCompare = { entries: CompareEntry[]; rejected: number; truncated: boolean };

const entryOf = (part: string): CompareEntry | null => {
  const colon = part.indexOf(':');
  if (colon < 0) return null;
  const parsed = compareEntrySchema.safeParse({ view: part.slice(0, colon).trim(), id: part.slice(colon + 1).trim() });
  return parsed.success ? parsed.data : null;
};

/** Every readable entry, in order, without repeats, at most COMPARE_MAX_YACHTS; what was dropped is counted. */
export const parseCompare = (raw: string | null | undefined): ParsedCompare => {
  if (!raw || raw.length > COMPARE_MAX_QUERY_LENGTH) return { entries: [], rejected: raw ? 1 : 0, truncated: false };
  const entries: CompareEntry[] = [];
  const seen = new Set<string>();
  let rejected = 0;
  let truncated = false;
  for (const part of raw.split(',')) {
    if (!part.trim()) continue;
    const entry = entryOf(part);
    if (!entry) {
      rejected += 1;
      continue;
    }
    const key = `${entry.view}:${entry.id}`;
    if (seen.has(key)) continue;
    if (entries.length === COMPARE_MAX_YACHTS) {
      truncated = true;
      continue;
    }
    seen.add(key);
    entries.push(entry);
  }
  return { entries, rejected, truncated };
};

/** The query value for a list of entries (the inverse of parseCompare for valid lists). */
export const compareQuery = (entries: readonly CompareEntry[]): string =>
  entries
    .slice(0, COMPARE_MAX_YACHTS)
    .map((entry) => `${entry.view}:${entry.id}`)
    .join(',');

/** Entries kept in order, without repeats, that the link format can carry (a shortlist may hold other ids). */
export const linkableEntries = (entries: readonly { id: string; view: CompareView }[]): CompareEntry[] => {
  const valid = entries.flatMap((entry) => {
    const parsed = compareEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return parseCompare(compareQuery(valid)).entries;
};
