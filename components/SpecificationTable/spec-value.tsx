/** A specification value in words (spec 3.3): lengths in both units (the switch shows one), figures with their unit, in the page's language. */
import { formatNumber, type ShownSpecValue } from '../../schema/components/specification_table_component.rows';
import type { Locale } from '../../schema/constants/locale';
import { ByUnit } from '../ui/prefs/ByPreference';
import { fill } from '../../schema/words';
import type { YachtLabels } from '../YachtHero/labels';

export function SpecValueText({ value, labels, locale }: { value: ShownSpecValue; labels: Pick<YachtLabels['spec'], 'cabinKinds' | 'unitSymbols'>; locale: Locale }) {
  switch (value.kind) {
    case 'text':
      return value.text;
    case 'length':
      return <ByUnit m={value.m} ft={value.ft} />;
    case 'number':
      return value.unit ? `${formatNumber(value.value, locale)} ${labels.unitSymbols[value.unit]}` : formatNumber(value.value, locale);
    case 'cabins':
      return value.parts.length > 0
        ? `${value.total} (${value.parts.map((part) => fill(labels.cabinKinds[part.kind], { count: part.count })).join(', ')})`
        : String(value.total);
  }
}
