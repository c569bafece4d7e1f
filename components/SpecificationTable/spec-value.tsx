/**
 * A specification value in words (spec 3.3): lengths in both units (the switch shows one), figures
 * with their unit in the page's language, cabins of a kind through `cabins` (next-intl's plural on
 * the server, the plural forms in the compare island).
 */
import { formatNumber, type CabinKind, type ShownSpecValue } from '../../schema/components/specification_table_component.rows';
import type { Locale } from '../../schema/constants/locale';
import { ByUnit } from '../ui/prefs/ByPreference';
import type { YachtLabels } from '../YachtHero/labels';

export type CabinsInWords = (kind: CabinKind, count: number) => string;

export function SpecValueText({ value, labels, locale, cabins }: { value: ShownSpecValue; labels: Pick<YachtLabels['spec'], 'unitSymbols'>; locale: Locale; cabins: CabinsInWords }) {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'length':
      return <ByUnit m={value.m} ft={value.ft} />;
    case 'number':
      return value.unit ? `${formatNumber(value.value, locale)} ${labels.unitSymbols[value.unit]}` : formatNumber(value.value, locale);
    case 'cabins':
      return value.parts.length > 0 ? `${value.total} (${value.parts.map((part) => cabins(part.kind, part.count)).join(', ')})` : String(value.total);
  }
}
