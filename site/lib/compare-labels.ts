/** The compare page's words (site/messages `compare`, with the yacht spec, units and share words) in a locale. */
import type { CompareLabels } from '../../components/Compare/labels';
import type { Locale } from '../../schema/constants/locale';
import en from '../messages/en.json';
import es from '../messages/es.json';

const MESSAGES = { en, es } as const satisfies Record<Locale, unknown>;

export const compareLabels = (locale: Locale): CompareLabels => {
  const { compare, yacht } = MESSAGES[locale];
  return { ...compare, spec: yacht.spec, preferences: { units: yacht.units, currency: yacht.currency, unitOptions: yacht.unitOptions }, shareOptions: yacht.share };
};
