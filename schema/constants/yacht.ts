/** Spec 2.8, 4.2, 4.3 and 9.5: yacht page constants. */

/** Spec 2.8: the units switch. */
export const UNIT_LABELS = { m: 'Meter (m)', ft: 'Feet (ft)' } as const;
export type LengthUnit = keyof typeof UNIT_LABELS;

/** The most decimals a length in metres shows ('42.25 m'). */
export const METRE_DECIMALS = 2;

/** Spec 4.2: the ribbon when no ribbonText is set and the yacht is new to the market. */
export const NEW_TO_THE_FLEET = 'New to the fleet';

/** Spec 4.3: the non-search yacht list expires 24 hours after it is stored. */
export const NON_SEARCH_LIST_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec 3.5: the label of the deck-plan section when none is given. */
export const DECKPLAN_LABEL = 'Deckplan';

/**
 * Spec 3.7, 4.3: the session storage keys of yacht navigation. The non-search list is stored as
 * {nonSearchResultYachtUrls, nonSearchResultYachtType, validUntil}; currentRoute is the listing the
 * list was taken from ('back to selection').
 */
export const YACHT_NAVIGATION_KEYS = {
  nonSearchList: 'nonSearchResultYachtUrls',
  currentRoute: 'currentRoute',
  shouldReferToSearch: 'shouldReferToSearch',
  searchResultYachtUrls: 'searchResultYachtUrls',
  searchState: 'searchState',
  searchStateRoute: 'searchStateRoute',
  yachtRedirectUrl: 'yachtRedirectUrl',
  isBackToSearchRedirect: 'isBackToSearchRedirect',
} as const;

/** Spec 2.8: where 'back' goes from a yacht page without a list, and the search page (2.2). */
export const DEFAULT_LISTING = { charter: '/yachts-for-charter', sale: '/yachts-for-sale' } as const;
export const SEARCH_PATH = '/search';

/** Spec 9.5: the yacht slider's transition. */
export const SLIDER_TRANSITION_MS = 1000;

/** The yacht slider's cards per view at each breakpoint (spec 9.5 breakpoints) and the gap (px). */
export const YACHT_SLIDER_LAYOUT = { slidesPerView: { base: 1.15, sm: 2, lg: 3 }, gapPx: 24 } as const;
