/** The words of the compare page (site/messages `compare`, plus the yacht spec and share words), in one locale. */
import { wordsOf, type Translator } from '../../schema/words';

/** The island's words, resolved on the server: the compare namespace with the yacht page's spec, switch and share words. */
export const compareLabels = (t: Translator) => {
  const yacht = wordsOf(t, 'yacht');
  return {
    ...wordsOf(t, 'compare'),
    spec: yacht.spec,
    preferences: { units: yacht.units, currency: yacht.currency, unitOptions: yacht.unitOptions },
    shareOptions: yacht.share,
  };
};

export type CompareLabels = ReturnType<typeof compareLabels>;
