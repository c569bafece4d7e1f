/** Spec 9.1: currencies, symbols, the country table, filter currencies and the price texts. */

/** The display currencies of the yacht price map (spec 3.3), in the map's order. */
export const PRICE_CURRENCIES = ['aud', 'gbp', 'eur', 'usd'] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

/** Spec 9.1: 'Default' stands for the contract currency before a visitor picks one. */
export const CURRENCY_SYMBOLS = { default: 'Default', aud: 'A$', gbp: '£', eur: '€', usd: '$' } as const satisfies Record<PriceCurrency | 'default', string>;

export const CONTRACT_CURRENCIES = ['EUR', 'USD'] as const;
export const DEFAULT_DISPLAY_CURRENCY: PriceCurrency = 'eur';

/** Spec 9.1: the search filter's currencies; GBP is labelled 'GRB' as the spec writes it. */
export const FILTER_CURRENCIES = [
  { code: 'USD', label: 'USD' },
  { code: 'EUR', label: 'EUR' },
  { code: 'GBP', label: 'GRB' },
  { code: 'AUD', label: 'AUD' },
] as const;

/** Spec 9.1: country (ISO 3166 alpha-2) -> display currency; any other country gets the default. */
export const COUNTRY_CURRENCY = {
  AU: 'aud',
  CA: 'usd',
  IE: 'eur',
  GB: 'gbp',
  LR: 'usd',
  MM: 'usd',
  US: 'usd',
} as const satisfies Record<string, PriceCurrency>;

/** Spec 9.1 keeps this second list beside the table without naming its use. */
export const SEPARATE_COUNTRY_LIST = ['CA', 'GB', 'IE', 'LR', 'MM', 'US'] as const;

/** Spec 9.1: en-US number style, no decimals. */
export const PRICE_NUMBER_LOCALE = 'en-US';
export const PRICE_FRACTION_DIGITS = 0;

/**
 * Spec 9.1 price texts. The spec gives the English words (and its own Spanish for 'inquire'); the
 * Spanish of the others is ours, so a Spanish visitor reads prices in Spanish. 'POA' is the trade's
 * term in both languages.
 */
export const PRICE_TEXTS = {
  charterFrom: { en: 'From {price} p/week', es: 'Desde {price} por semana' },
  poa: { en: 'POA', es: 'POA' },
  inquire: { en: 'PLEASE INQUIRE FOR RATES', es: 'PLEASE ENQUIRE FOR RATES-ES' },
  approx: { en: 'Approx', es: 'Aprox.' },
  conversionTooltip: {
    en: 'This price is an approximate conversion calculated according to the following conversion rate:',
    es: 'Este precio es una conversión aproximada, calculada con el siguiente tipo de cambio:',
  },
} as const;
export type PriceTextKey = keyof typeof PRICE_TEXTS;

/** Spec 9.1: tax labels; with no tax paid the label is 'Price'. */
export const TAX_LABELS = {
  vatAndUsDutyPaid: 'VAT & US Duty Paid',
  euVatPaid: 'EU VAT Paid',
  usDutyPaid: 'US Duty Paid',
  none: 'Price',
} as const;
export type TaxLabelKey = keyof typeof TAX_LABELS;

/** Spec 9.1: the suffixes a formatted sale price may carry, by the key of their words (messages yacht.priceSuffix). */
export const PRICE_SUFFIXES = {
  vatAndUsDutyPaid: '(VAT & US Duty Paid)',
  usDutyPaid: '(US Duty Paid)',
  notForUsResidents: '(Not available for sale to US Residents)',
} as const;
export type PriceSuffixKey = keyof typeof PRICE_SUFFIXES;

export const US_TAX_NOTE = 'Not for sale or charter to U.S. residents while in U.S. waters.';
