/**
 * Spec 2.8 and 3.3: dimensions in metres or in feet and inches, as the yacht data gives them
 * (no conversion here). Metres: at most two decimals, written the page's way ('42.5 m', '42,5 m');
 * prices keep spec 9.1's en-US style, measurements do not. Feet: the foot and inch marks
 * ("139' 5\""); inches null shows feet alone ("139'"), inches 0 is shown as the data says.
 */
import type { Locale } from '../constants/locale';
import { METRE_DECIMALS, UNIT_LABELS, type LengthUnit } from '../constants/yacht';
import { numberFormat } from '../intl-format';
import type { YachtApi } from './api';

export type Dimension = 'length' | 'beam' | 'draft' | 'minDraft';

type DimensionValues = { meters: number | null; feet: number | null; inches: number | null };

const valuesOf = (api: YachtApi, dimension: Dimension): DimensionValues => {
  switch (dimension) {
    case 'length':
      return { meters: api.lengthMeters, feet: api.lengthFeet, inches: api.lengthInches };
    case 'beam':
      return { meters: api.beamMeters, feet: api.beamFeet, inches: api.beamInches };
    case 'draft':
      return { meters: api.draftMeters, feet: api.draftFeet, inches: api.draftInches };
    case 'minDraft':
      return { meters: api.minDraftMeters, feet: api.minDraftFeet, inches: api.minDraftInches };
  }
};

export const formatMeters = (meters: number, locale: Locale): string => `${numberFormat(locale, { maximumFractionDigits: METRE_DECIMALS }).format(meters)} m`;

export const formatFeet = (feet: number, inches: number | null): string => (inches === null ? `${feet}'` : `${feet}' ${inches}"`);

/** A dimension in the chosen unit, or null when the data has no value for it. */
export const formatDimension = (api: YachtApi, dimension: Dimension, unit: LengthUnit, locale: Locale): string | null => {
  const { meters, feet, inches } = valuesOf(api, dimension);
  if (unit === 'm') return meters === null ? null : formatMeters(meters, locale);
  return feet === null ? null : formatFeet(feet, inches);
};

export const formatLength = (api: YachtApi, unit: LengthUnit, locale: Locale): string => formatDimension(api, 'length', unit, locale) ?? '';

/** Spec 2.8: 'Meter (m)' / 'Feet (ft)'. */
export const unitLabel = (unit: LengthUnit): string => UNIT_LABELS[unit];
