/**
 * The visitor's comparison shortlist (spec 2.6 badge, 2.8 'Add to comparison', 2.11 compare page):
 * kept in local storage so it survives a reload and is shared by every tab of the site. Pure
 * browser code with no React: the hook and the tests build on it.
 */
import type { ShortlistEntry, ShortlistParser } from './parse';

export type { ShortlistEntry, ShortlistParser } from './parse';

export const SHORTLIST_STORAGE_KEY = 'shortlist';

const EMPTY: readonly ShortlistEntry[] = Object.freeze([]);

export const sameEntry = (a: ShortlistEntry, b: ShortlistEntry): boolean => a.id === b.id && a.view === b.view;

export const withEntry = (list: readonly ShortlistEntry[], entry: ShortlistEntry): ShortlistEntry[] => (list.some((e) => sameEntry(e, entry)) ? [...list] : [...list, entry]);

export const withoutEntry = (list: readonly ShortlistEntry[], entry: ShortlistEntry): ShortlistEntry[] => list.filter((e) => !sameEntry(e, entry));

export type ShortlistStore = {
  read(): readonly ShortlistEntry[];
  /** Whether storage holds a list that is not empty, without checking it (and so without zod). */
  holdsEntries(): boolean;
  /** Calls back on changes from this tab and from other tabs (the storage event). */
  subscribe(listener: () => void): () => void;
  add(entry: ShortlistEntry): void;
  remove(entry: ShortlistEntry): void;
  toggle(entry: ShortlistEntry): void;
  replace(entries: readonly ShortlistEntry[]): void;
};

/**
 * How the store checks what storage holds: the parser itself, or a loader of it. With a loader the
 * page's script carries no zod: an empty shortlist needs no check, and a stored one is read (and
 * subscribers told) once the parser has come; changes wait for it, so none overwrites the list.
 */
export type ShortlistValidator = { parse: ShortlistParser } | { load: () => Promise<ShortlistParser> };

/** A store over a Storage; the snapshot is cached by its raw text so React sees a stable value. */
export const createShortlistStore = (storage: () => Storage | null, events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null, validator: ShortlistValidator): ShortlistStore => {
  const listeners = new Set<() => void>();
  let lastRaw: string | null | undefined;
  let lastList: readonly ShortlistEntry[] = EMPTY;
  let parse: ShortlistParser | null = 'parse' in validator ? validator.parse : null;
  let loading: Promise<void> | null = null;
  const rawValue = (): string | null => {
    try {
      return storage()?.getItem(SHORTLIST_STORAGE_KEY) ?? null;
    } catch {
      return null; // storage blocked (private mode, policy): the list is simply empty
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const ready = (): Promise<void> => {
    if (parse || !('load' in validator)) return Promise.resolve();
    loading ??= validator.load().then(
      (loaded) => {
        parse = loaded;
        notify();
      },
      (error: unknown) => {
        loading = null; // the next read or change tries again
        console.error(`[shortlist] ${error instanceof Error ? error.message : String(error)}`);
      },
    );
    return loading;
  };
  const read = () => {
    const raw = rawValue();
    if (raw === lastRaw) return lastList;
    if (raw !== null && !parse) {
      void ready();
      return lastList;
    }
    lastRaw = raw;
    lastList = raw === null || !parse ? EMPTY : parse(raw);
    return lastList;
  };
  const withParser = (run: (check: ShortlistParser) => void) => {
    if (parse) run(parse);
    else void ready().then(() => (parse ? run(parse) : undefined));
  };
  /** A change reads the list first: with a stored list, only once it can be checked. */
  const change = (apply: (list: readonly ShortlistEntry[]) => readonly ShortlistEntry[]) => {
    if (rawValue() === null) write(apply(read()));
    else withParser(() => write(apply(read())));
  };
  const write = (entries: readonly ShortlistEntry[]) => {
    try {
      const raw = JSON.stringify(entries);
      storage()?.setItem(SHORTLIST_STORAGE_KEY, raw);
      // What this store wrote is known to be valid: read back without checking it again.
      lastRaw = raw;
      lastList = entries;
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
    holdsEntries: () => {
      const raw = rawValue();
      return raw !== null && raw !== '[]';
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    add: (entry) => change((list) => withEntry(list, entry)),
    remove: (entry) => change((list) => withoutEntry(list, entry)),
    toggle: (entry) => change((list) => (list.some((e) => sameEntry(e, entry)) ? withoutEntry(list, entry) : withEntry(list, entry))),
    replace: (entries) => withParser((check) => write(check(JSON.stringify(entries)))),
  };
};
