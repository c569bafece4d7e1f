/** How the engine turns a word into a term, for the text index, the query, highlights and facet value search alike. */
import { foldTerm } from '../../schema/search/fold';

export { foldTerm };

/** MiniSearch's processTerm: folded, or null to leave out what folds to nothing. */
export const processTerm = (term: string): string | null => {
  const folded = foldTerm(term);
  return folded === '' ? null : folded;
};
