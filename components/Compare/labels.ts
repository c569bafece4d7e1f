/** The words of the compare page (site/messages `compare`, plus the yacht spec and share words), in one locale. */
import type { CabinKind } from '../../schema/components/specification_table_component.rows';
import { pluralForms } from '../../schema/plural-forms';
import type { PluralForms } from '../../schema/plural';
import { wordsOf, type Translator } from '../../schema/words';

/**
 * The island's words, resolved on the server: the compare namespace with the yacht page's spec,
 * switch and share words; its counts (yachts compared, cabins of a kind) as plural forms.
 */
export const compareLabels = (t: Translator, locale: string) => {
  const yacht = wordsOf(t, 'yacht');
  const cabin = (kind: CabinKind) => pluralForms(locale, (count) => t(`yacht.spec.cabinKinds.${kind}`, { count }));
  const cabinKinds: Record<CabinKind, PluralForms> = { double: cabin('double'), twin: cabin('twin'), single: cabin('single'), triple: cabin('triple'), convertible: cabin('convertible') };
  return {
    ...wordsOf(t, 'compare'),
    caption: pluralForms(locale, (count) => t('compare.caption', { count, view: '{view}' })),
    spec: { ...yacht.spec, cabinKinds },
    preferences: { units: yacht.units, currency: yacht.currency, unitOptions: yacht.unitOptions },
    shareOptions: yacht.share,
  };
};

export type CompareLabels = ReturnType<typeof compareLabels>;
