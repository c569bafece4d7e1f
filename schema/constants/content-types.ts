/**
 * Codenames of the CMS content types the resolver queries by name (spec 7.1) that have no module
 * of their own yet; component and navigation types carry their codename in their module.
 */
export const CONTENT_TYPE = {
  page: 'page',
  redirect: 'redirect',
  /** Fetched at depth 2 in the error-6 split fetch (spec 7.1). */
  manualYachtGrid: 'manual_yacht_grid',
} as const;
