/** The words of a yacht card and of the switches above a list of cards (site/messages `yachtList`). */
import { CURRENCY_SYMBOLS, DEFAULT_DISPLAY_CURRENCY, PRICE_CURRENCIES } from '../../schema/constants/currency';
import type { Words } from '../../schema/words';

export type YachtCardLabels = Words<'yachtList.card'>;

export type PreferenceLabels = Words<'yachtList.preferences'>;

/** EUR first: the default display currency (spec 9.1) is what the switch shows before a choice. */
const currencies = [DEFAULT_DISPLAY_CURRENCY, ...PRICE_CURRENCIES.filter((c) => c !== DEFAULT_DISPLAY_CURRENCY)];

export const currencyOptions = currencies.map((c) => ({ value: c, label: `${c.toUpperCase()} ${CURRENCY_SYMBOLS[c]}` }));

export const unitOptions = (labels: PreferenceLabels) => [
  { value: 'm', label: labels.meters },
  { value: 'ft', label: labels.feet },
];
