/** The words of the search page (site/messages `search`), passed to the island as plain data. */
import type { Words } from '../../schema/words';

export type SearchLabels = Words<'search'>;
