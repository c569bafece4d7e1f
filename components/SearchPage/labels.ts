/** The words of the search page (site/messages `search`), passed to the island as plain data; the count found as plural forms. */
import { pluralForms } from '../../schema/plural-forms';
import { wordsOf, type Translator, type WithPlurals, type Words } from '../../schema/words';

export type SearchLabels = WithPlurals<Words<'search'>, 'found'>;

export const searchLabels = (t: Translator, locale: string): SearchLabels => ({
  ...wordsOf(t, 'search'),
  found: pluralForms(locale, (number) => t('search.found', { number })),
});
