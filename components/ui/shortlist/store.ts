/**
 * The visitor's comparison shortlist (spec 2.6 badge, 2.8 'Add to comparison', 2.11 compare page):
 * kept in local storage so it survives a reload and is shared by every tab of the site. Pure
 * browser code with no React: the hook and the tests build on it.
 */
// zod's tree-shakable build: this runs on every page, where full zod would add ~30 KB gzip of script.
import { z } from 'zod/mini';

export const SHORTLIST_STORAGE_KEY = 'shortlist';

/** One yacht on the list: its YachtId and the market view it was added from (the compare tabs). */
export const shortlistEntrySchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(64)), view: z.enum(['charter', 'sale']) });
export type ShortlistEntry = z.output<typeof shortlistEntrySchema>;

const EMPTY: readonly ShortlistEntry[] = Object.freeze([]);

/** Anything a visitor or another version of the site left in storage reads as a valid list. */
export const parseShortlist = (raw: string | null): readonly ShortlistEntry[] => {
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

export const sameEntry = (a: ShortlistEntry, b: ShortlistEntry): boolean => a.id === b.id && a.view === b.view;

export const withEntry = (list: readonly ShortlistEntry[], entry: ShortlistEntry): ShortlistEntry[] =>
  list.some((e) => sameEntry(e, entry)) ? [...list] : [...list, entry];

export const withoutEntry = (list: readonly ShortlistEntry[], entry: ShortlistEntry): ShortlistEntry[] =>
  list.filter((e) => !sameEntry(e, entry));

export type ShortlistStore = {
  read(): readonly ShortlistEntry[];
  /** Calls back on changes from this tab and from other tabs (the storage event). */
  subscribe(listener: () => void): () => void;
  add(entry: ShortlistEntry): void;
  remove(entry: ShortlistEntry): void;
  toggle(entry: ShortlistEntry): void;
  replace(entries: readonly ShortlistEntry[]): void;
};

/** A store over a Storage; the snapshot is cached by its raw text so React sees a stable value. */
export const createShortlistStore = (storage: () => Storage | null, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null): ShortlistStore => {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastList: readonly ShortlistEntry[] = EMPTY;
  const rawValue = (): string | null => {
    try {
      return storage()?.getItem(SHORTLIST_STORAGE_KEY) ?? null;
    } catch {
      return null; // storage blocked (private mode, policy): the list is simply empty
    }
  };
  const read = () => {
    const raw = rawValue();
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastList = parseShortlist(raw);
    }
    return lastList;
  };
  const notify = () => listeners.forEach((listener) => listener());
  const write = (entries: readonly ShortlistEntry[]) => {
    try {
      storage()?.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(entries));
    } catch {
      // quota or policy: keep the page working; the list stays as it was
    }
    notify();
  };
  const onStorage = (event: Event) => {
    if (event instanceof StorageEvent && event.key !== null && event.key !== SHORTLIST_STORAGE_KEY) return;
    notify();
  };
  return {
    read,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    add: (entry) => write(withEntry(read(), entry)),
    remove: (entry) => write(withoutEntry(read(), entry)),
    toggle: (entry) => write(read().some((e) => sameEntry(e, entry)) ? withoutEntry(read(), entry) : withEntry(read(), entry)),
    replace: (entries) => write(parseShortlist(JSON.stringify(entries))),
  };
};
