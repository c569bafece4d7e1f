/**
 * How text is compared for search: lower case without diacritics, as Algolia ignores them (spec
 * 9.2: a Spanish visitor types "Mediterraneo" or "Mediterráneo", "Caribe" or "caribe", and finds
 * the same). The platform's canonical decomposition (NFD) splits an accented letter into its base
 * and combining marks, which are dropped; a precomposed letter keeps its length, so highlights
 * wrap the word as written. The embedded engine (services/search) and the browser's own lookups
 * (the itinerary's place search) share it.
 */
const COMBINING_MARKS = /\p{M}+/gu;

export const foldTerm = (term: string): string => term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
