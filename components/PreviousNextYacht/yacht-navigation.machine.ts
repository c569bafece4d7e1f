/**
 * Yacht navigation (spec 2.8, 3.7, 4.3): from the list the visitor came from, the previous and next
 * yacht of the current page and the back button. Before the browser's session storage is read
 * (server render, first paint) the machine is 'pending': back goes to the view's default listing
 * and there are no previous/next links. The list is walked in its order without wrapping: at either
 * end there is no link, so 'next' never jumps back to the top of a list the visitor has seen.
 */
import { assign, setup } from 'xstate';
import { z } from 'zod/mini';
import { readNonSearchList, yachtUrlSchema, type YachtUrl } from '../../schema/yacht/navigation-list';

export type NavigationInput = {
  /** The yacht page's own URL (localised). */
  currentPath: string;
  /** Spec 2.8: back without a list (the view's listing), and back to search without a saved route. */
  defaultBackUrl: string;
  searchUrl: string;
};

/** What session storage holds (spec 3.7), read raw: every value is checked here. */
export type SessionSnapshot = {
  now: number;
  nonSearchList: unknown;
  /** The listing the non-search list was taken from. */
  listRoute: unknown;
  shouldReferToSearch: unknown;
  searchResultYachtUrls: unknown;
  searchStateRoute: unknown;
  yachtRedirectUrl: unknown;
};

export type NavigationContext = NavigationInput & {
  list: YachtUrl[];
  listRoute: string | null;
  referToSearch: boolean;
  searchStateRoute: string | null;
  yachtRedirectUrl: string | null;
};

/** Spec 4.3: a path with its query, hash and trailing slash removed ('/' stays '/'). */
export const normalisePath = (url: string): string => {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

const localPath = z.string().check(z.regex(/^\/(?!\/)/));
const flagSchema = z.union([z.boolean(), z.pipe(z.literal('true'), z.transform(() => true)), z.pipe(z.literal('false'), z.transform(() => false))]);
const searchListSchema = z.array(yachtUrlSchema);

const pathOr = (value: unknown): string | null => {
  const parsed = localPath.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** The index of the current page in the list, matched on normalised paths; -1 when absent. */
export const indexOf = (list: readonly YachtUrl[], currentPath: string): number => {
  const current = normalisePath(currentPath);
  return list.findIndex((entry) => normalisePath(entry.Url) === current);
};

export type YachtNavigation = {
  previousYachtUrl: string | null;
  nextYachtUrl: string | null;
  previousYachtIndex: number | null;
  nextYachtIndex: number | null;
  back: { url: string; isReferToSearch: boolean };
};

/** The derived values of spec 3.7 for a context. */
export const navigationOf = (context: NavigationContext): YachtNavigation => {
  const index = indexOf(context.list, context.currentPath);
  const previous = index > 0 ? context.list[index - 1] : undefined;
  const next = index >= 0 ? context.list[index + 1] : undefined;
  const back = context.referToSearch
    ? { url: context.searchStateRoute ?? context.searchUrl, isReferToSearch: true }
    : { url: index >= 0 && context.listRoute ? context.listRoute : context.defaultBackUrl, isReferToSearch: false };
  return {
    previousYachtUrl: previous?.Url ?? null,
    nextYachtUrl: next?.Url ?? null,
    previousYachtIndex: previous ? index - 1 : null,
    nextYachtIndex: next ? index + 1 : null,
    back,
  };
};

/** Spec 4.3: following 'back to search' from the page the search sent the visitor to sets isBackToSearchRedirect. */
export const marksBackToSearchRedirect = (context: NavigationContext): boolean =>
  context.referToSearch && context.yachtRedirectUrl !== null && normalisePath(context.yachtRedirectUrl) === normalisePath(context.currentPath);

/** Reads a session snapshot: the search list when refer-to-search is on, else the non-search list (spec 4.3). */
export const fromSession = (snapshot: SessionSnapshot): Omit<NavigationContext, keyof NavigationInput> => {
  const referToSearch = flagSchema.safeParse(snapshot.shouldReferToSearch).data ?? false;
  const searchList = searchListSchema.safeParse(snapshot.searchResultYachtUrls).data ?? [];
  return {
    referToSearch,
    list: referToSearch ? searchList : readNonSearchList(snapshot.nonSearchList, snapshot.now),
    listRoute: pathOr(snapshot.listRoute),
    searchStateRoute: pathOr(snapshot.searchStateRoute),
    yachtRedirectUrl: pathOr(snapshot.yachtRedirectUrl),
  };
};

export const yachtNavigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    input: {} as NavigationInput,
    events: {} as { type: 'session.read'; snapshot: SessionSnapshot } | { type: 'go.previous' } | { type: 'go.next' },
  },
  guards: {
    hasPrevious: ({ context }) => navigationOf(context).previousYachtUrl !== null,
    hasNext: ({ context }) => navigationOf(context).nextYachtUrl !== null,
  },
}).createMachine({
  id: 'yachtNavigation',
  context: ({ input }) => ({ ...input, list: [], listRoute: null, referToSearch: false, searchStateRoute: null, yachtRedirectUrl: null }),
  initial: 'pending',
  states: {
    pending: {
      on: { 'session.read': { target: 'ready', actions: assign(({ event }) => fromSession(event.snapshot)) } },
    },
    ready: {
      on: {
        'session.read': { actions: assign(({ event }) => fromSession(event.snapshot)) },
        // Links, not state changes: the UI asks state.can() whether each one exists.
        'go.previous': { guard: 'hasPrevious', target: 'ready' },
        'go.next': { guard: 'hasNext', target: 'ready' },
      },
    },
  },
});
