/**
 * Spec 3.3 / 9.1: the yacht's price map (one entry per display currency, every value a string,
 * 'null' when absent) and its contract currencies (null when neither sale nor charter has one).
 */
import { z } from 'zod';
import { PRICE_CURRENCIES } from '../constants/currency';

export { PRICE_CURRENCIES, type PriceCurrency } from '../constants/currency';

/** A whole amount or a rate as a string, or the literal 'null' (absent). */
const amount = z.string().regex(/^(null|\d+(\.\d+)?)$/, "Must be a number written as a string, or 'null'");

export const priceEntrySchema = z.object({
  code: z.enum(PRICE_CURRENCIES, { error: `Currency code must be one of: ${PRICE_CURRENCIES.join(', ')}` }),
  symbol: z.string().min(1, 'Currency symbol is missing'),
  sale: amount,
  charter: amount,
  charterWinterHigh: amount,
  charterWinterLow: amount,
  charterSummerHigh: amount,
  charterSummerLow: amount,
  saleExchangeRate: amount,
  charterExchangeRate: amount,
  charterSummerExchangeRate: amount,
  charterWinterExchangeRate: amount,
});

export const priceMapSchema = z.object({
  aud: priceEntrySchema,
  gbp: priceEntrySchema,
  eur: priceEntrySchema,
  usd: priceEntrySchema,
});

export type PriceEntry = z.output<typeof priceEntrySchema>;
export type PriceMap = z.output<typeof priceMapSchema>;
export type PriceMapInput = z.input<typeof priceMapSchema>;

/** 'eur' or 'usd' (spec 9.1: contracts are in EUR or USD), '' or 'null'. */
const contractCurrency = z.enum(['eur', 'usd', '', 'null'], {
  error: "Contract currency must be 'eur', 'usd', '' or 'null' (lower case)",
});

export const contractCurrenciesSchema = z
  .object({
    charterWinterPriceContractCurrency: contractCurrency,
    charterSummerPriceContractCurrency: contractCurrency,
    charterPriceContractCurrency: contractCurrency,
    salePriceContractCurrency: contractCurrency,
  })
  .nullable();

export type ContractCurrencies = z.output<typeof contractCurrenciesSchema>;
export type ContractCurrenciesInput = z.input<typeof contractCurrenciesSchema>;
