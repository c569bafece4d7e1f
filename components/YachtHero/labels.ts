/** The words of the yacht page's components (site/messages `yacht`), as en.json has them. */
import type { Words } from '../../schema/words';

export type YachtLabels = Words<'yacht'>;

export type ShareLabels = Words<'yacht.share'>;
