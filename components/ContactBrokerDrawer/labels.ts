/** The words of the broker cards and drawers (site/messages `drawers`). */
import type { Words } from '../../schema/words';

export type BrokerLabels = Words<'drawers'>;
