/**
 * Spec 9.1: tax label, price suffix and the US note of a sale price. y_vatpaid_int and
 * y_taxpaid_int are read as flags (non-zero = paid): VAT is the EU VAT, tax is the US duty.
 */
import { PRICE_SUFFIXES, TAX_LABELS, US_TAX_NOTE, type PriceSuffixKey, type TaxLabelKey } from '../constants/currency';
import type { YachtApi } from './api';

type TaxFields = Pick<YachtApi, 'y_vatpaid_int' | 'y_taxpaid_int'>;

export const taxLabelKey = ({ y_vatpaid_int, y_taxpaid_int }: TaxFields): TaxLabelKey => {
  if (y_vatpaid_int !== 0 && y_taxpaid_int !== 0) return 'vatAndUsDutyPaid';
  if (y_vatpaid_int !== 0) return 'euVatPaid';
  if (y_taxpaid_int !== 0) return 'usDutyPaid';
  return 'none';
};

/** 'VAT & US Duty Paid', 'EU VAT Paid', 'US Duty Paid', or 'Price' when neither is paid. */
export const taxLabel = (api: TaxFields): string => TAX_LABELS[taxLabelKey(api)];

/** The suffix the data writes after the formatted price ('82,500,000 (US Duty Paid)'), or null. */
export const priceSuffix = ({ priceFormatted }: Pick<YachtApi, 'priceFormatted'>): string | null => /\s(\([^)]+\))$/.exec(priceFormatted)?.[1] ?? null;

/** The US note goes with the suffix that says the yacht is not for sale to US residents. */
export const usTaxNote = (api: Pick<YachtApi, 'priceFormatted'>): string | null => (priceSuffix(api) === PRICE_SUFFIXES.notForUsResidents ? US_TAX_NOTE : null);

/**
 * The suffix a page shows, in words it can translate: one of spec 9.1's by its key, any other as
 * the data writes it; none when it repeats the tax label ('US Duty Paid' over '(US Duty Paid)').
 */
export type TaxSuffix = { key: PriceSuffixKey } | { text: string };
const SUFFIX_KEYS = Object.keys(PRICE_SUFFIXES).filter((key): key is PriceSuffixKey => key in PRICE_SUFFIXES);
export const taxSuffix = (api: TaxFields & Pick<YachtApi, 'priceFormatted'>): TaxSuffix | null => {
  const suffix = priceSuffix(api);
  if (suffix === null || suffix === `(${taxLabel(api)})`) return null;
  const key = SUFFIX_KEYS.find((k) => PRICE_SUFFIXES[k] === suffix);
  return key ? { key } : { text: suffix };
};

/** The suffix in words: spec 9.1's from the messages (yacht.priceSuffix), any other as written. */
export const taxSuffixText = (suffix: TaxSuffix, words: Readonly<Record<PriceSuffixKey, string>>): string => ('key' in suffix ? words[suffix.key] : suffix.text);
