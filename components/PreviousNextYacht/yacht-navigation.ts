/**
 * What the yacht navigation machine (yacht-navigation.machine.ts) decides, without the machine: the
 * island draws from these before its machine runs, so the page's script carries no state-machine
 * library (spec 2.8, 3.7, 4.3).
 */
import type { YachtUrl } from '../../schema/yacht/navigation-list';

export type NavigationInput = {
  /** The yacht page's own URL (localised). */
  currentPath: string;
  /** Spec 2.8: back without a list (the view's listing), and back to search without a saved route. */
  defaultBackUrl: string;
  searchUrl: string;
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

/** What the visitor's session storage says, checked (session-read.ts). */
export type SessionState = Omit<NavigationContext, keyof NavigationInput>;

/** What session storage holds (spec 3.7), read raw: session-read.ts checks every value. */
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

/** No list, no routes: a visitor who came from outside the site, or a browser without storage. */
export const NO_SESSION: Readonly<SessionState> = { list: [], listRoute: null, referToSearch: false, searchStateRoute: null, yachtRedirectUrl: null };

/** Nothing stored at all: there is nothing to check, so the island need not load the checker (and zod). */
export const nothingStored = (snapshot: SessionSnapshot): boolean => Object.entries(snapshot).every(([key, value]) => key === 'now' || value === null);

/** What the island draws: the machine's state and context. */
export type NavigationView = { value: 'pending' | 'ready'; context: NavigationContext };

/** Spec 3.7: previous and next are links only where the list has a yacht there (the machine's guards). */
export const canGo = (view: NavigationView, to: 'previous' | 'next'): boolean => {
  if (view.value !== 'ready') return false;
  const nav = navigationOf(view.context);
  return (to === 'previous' ? nav.previousYachtUrl : nav.nextYachtUrl) !== null;
};
