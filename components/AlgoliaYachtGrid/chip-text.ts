/** Words of a search chip (spec 9.2 filter labels) in the page's language: 'Length: 40-60 m'. */
import type { Locale } from '../../schema/constants/locale';
import type { Chip } from '../../schema/search/grid-chips';
import { numberFormat } from '../../schema/intl-format';
import { fill, type Words } from '../../schema/words';

export type ChipLabels = Words<'catalogue.grid.chips'>;

const amount = (value: number, unit: string | null, locale: Locale): string => {
  if (unit === 'm' || unit === 'ft') return `${numberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (unit) return numberFormat(locale, { style: 'currency', currency: unit.toUpperCase(), maximumFractionDigits: 0 }).format(value);
  return numberFormat(locale, {}).format(value);
};

const valueText = (chip: Chip, labels: ChipLabels, locale: Locale): string | null => {
  const { value } = chip;
  if (value.kind === 'range') {
    const { min, max, unit } = value;
    if (min !== null && max !== null) {
      if (unit === 'm' || unit === 'ft') return `${amount(min, null, locale)}–${amount(max, unit, locale)}`;
      return `${amount(min, unit, locale)}–${amount(max, unit, locale)}`;
    }
    if (min !== null) return fill(labels.atLeast, { value: amount(min, unit, locale) });
    return max !== null ? fill(labels.atMost, { value: amount(max, unit, locale) }) : null;
  }
  if (chip.filter === 'newToTheFleet') return null;
  if (chip.filter === 'type' && (value.text === 'Motor' || value.text === 'Sail')) return labels.powerOrSail[value.text];
  return value.text;
};

export const chipText = (chip: Chip, labels: ChipLabels, locale: Locale): string => {
  if (chip.filter === 'market' && chip.value.kind === 'text' && (chip.value.text === 'charter' || chip.value.text === 'sale')) return labels.market[chip.value.text];
  const value = valueText(chip, labels, locale);
  const label = labels.filters[chip.filter];
  return value === null ? label : `${label}: ${value}`;
};
