/**
 * How the engine turns a word into a term, for the text index, the query, highlights and facet
 * value search alike: lower case without diacritics, as Algolia ignores them (spec 9.2: a Spanish
 * visitor types "Mediterraneo" or "Mediterráneo", "Caribe" or "caribe", and finds the same
 * yachts). The platform's canonical decomposition (NFD) splits an accented letter into its base
 * and combining marks, which are dropped; a precomposed letter keeps its length, so highlights
 * wrap the word as written.
 */
const COMBINING_MARKS = /\p{M}+/gu;

export const foldTerm = (term: string): string => term.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();

/** MiniSearch's processTerm: folded, or null to leave out what folds to nothing. */
export const processTerm = (term: string): string | null => {
  const folded = foldTerm(term);
  return folded === '' ? null : folded;
};
