/**
 * Spec 9.1 and 5.1: the price a yacht page or card shows, as data (amount, currency, whether it
 * is a conversion and at which rate, and the text key); components turn it into words.
 */
import { PRICE_CURRENCIES, type PriceCurrency, type PriceTextKey } from '../constants/currency';
import type { CharterSeasonKey } from '../constants/seasons';
import { formatAmount, isEmptyPrice, priceValue } from './currency';
import type { EffectiveType } from './effective-type';
import type { ContractCurrencies, PriceEntry, PriceMap } from './price';
import type { YachtApi } from './api';

/** The price-map amount shown: the sale price, the charter price, or one charter season's. */
export type PriceKey = 'sale' | 'charter' | CharterSeasonKey;
type RateKey = 'saleExchangeRate' | 'charterExchangeRate' | 'charterSummerExchangeRate' | 'charterWinterExchangeRate';

/** Spec 9.1: which exchange rate says the currency of an amount. */
export const exchangeRateKey = (key: PriceKey): RateKey => {
  if (key === 'sale') return 'saleExchangeRate';
  if (key === 'charter') return 'charterExchangeRate';
  return key === 'charterSummerLow' || key === 'charterSummerHigh' ? 'charterSummerExchangeRate' : 'charterWinterExchangeRate';
};

const contractFallback = (key: PriceKey, contract: ContractCurrencies | undefined): string | undefined => {
  if (!contract) return undefined;
  if (key === 'sale') return contract.salePriceContractCurrency;
  if (key === 'charter') return contract.charterPriceContractCurrency;
  return key.startsWith('charterSummer') ? contract.charterSummerPriceContractCurrency : contract.charterWinterPriceContractCurrency;
};

/**
 * Spec 9.1: the currency whose relevant exchange rate equals 1 (the contract currency). When no
 * rate is 1 the contract currencies object decides, then the default display currency.
 */
export const contractCurrency = (price: PriceMap, key: PriceKey, contract?: ContractCurrencies): PriceCurrency => {
  const rate = exchangeRateKey(key);
  const byRate = PRICE_CURRENCIES.find((code) => priceValue(price[code][rate]) === 1);
  if (byRate) return byRate;
  const named = contractFallback(key, contract);
  return PRICE_CURRENCIES.find((code) => code === named) ?? 'eur';
};

/** Spec 5.1: a sale/charter price shows only if the sale or the charter value is non-empty. */
export const hasSaleOrCharterPrice = (entry: PriceEntry): boolean => !isEmptyPrice(entry.sale) || !isEmptyPrice(entry.charter);

export type Conversion = { from: PriceCurrency; to: PriceCurrency; rate: number; /** '1 EUR = 1.0800 USD' */ rateText: string };

export type DisplayPrice =
  | { kind: 'none' }
  | { kind: 'poa'; textKey: 'poa' }
  | { kind: 'inquire'; textKey: 'inquire' }
  | {
      kind: 'amount';
      key: PriceKey;
      amount: number;
      /** '295,000' */
      amountText: string;
      currency: PriceCurrency;
      symbol: string;
      /** '€295,000' */
      priceText: string;
      /** 'charterFrom' wraps the price ('From {price} p/week'); a sale price stands alone. */
      textKey: Extract<PriceTextKey, 'charterFrom'> | null;
      /** Set when the amount is converted from the contract currency: shown 'Approx' with the rate. */
      conversion: Conversion | null;
    };

export type DisplayPriceInput = {
  type: EffectiveType;
  price: PriceMap;
  api: Pick<YachtApi, 'poa'>;
  contractCurrencies?: ContractCurrencies;
  /** A charter season; without one the charter price (and charterExchangeRate) is used. */
  season?: CharterSeasonKey;
  /** The visitor's currency; without one, the contract currency (exchange rate 1) is shown. */
  currency?: PriceCurrency;
};

/** The amount of `key` in `entry`; a currency other than the contract's needs its rate (the conversion). */
const amountIn = (entry: PriceEntry, key: PriceKey, from: PriceCurrency): (DisplayPrice & { kind: 'amount' }) | null => {
  const amount = priceValue(entry[key]);
  if (amount === null) return null;
  const rateString = entry[exchangeRateKey(key)];
  const rate = priceValue(rateString);
  if (entry.code !== from && rate === null) return null;
  const amountText = formatAmount(amount);
  return {
    kind: 'amount',
    key,
    amount,
    amountText,
    currency: entry.code,
    symbol: entry.symbol,
    priceText: `${entry.symbol}${amountText}`,
    textKey: key === 'sale' ? null : 'charterFrom',
    conversion: entry.code === from || rate === null ? null : { from, to: entry.code, rate, rateText: `1 ${from.toUpperCase()} = ${rateString} ${entry.code.toUpperCase()}` },
  };
};

/**
 * Spec 4.1, 5.1 and 9.1: ghost shows nothing; a yacht with neither a sale nor a charter value shows
 * nothing, except an explicit poa 'true' on the sale view ('POA'); a sale with no value is 'POA';
 * a charter with no rate is 'PLEASE INQUIRE FOR RATES'; a visitor's currency other than the
 * contract currency is a conversion.
 */
export const displayPrice = ({ type, price, api, contractCurrencies, season, currency }: DisplayPriceInput): DisplayPrice => {
  if (type === 'ghost') return { kind: 'none' };
  const key: PriceKey = type === 'sale' ? 'sale' : (season ?? 'charter');
  const from = contractCurrency(price, key, contractCurrencies);
  const contractEntry = price[from];
  if (type === 'sale' && api.poa === 'true') return { kind: 'poa', textKey: 'poa' };
  if (!hasSaleOrCharterPrice(contractEntry)) return { kind: 'none' };
  const shown = (currency && amountIn(price[currency], key, from)) || amountIn(contractEntry, key, from);
  if (shown) return shown;
  return type === 'sale' ? { kind: 'poa', textKey: 'poa' } : { kind: 'inquire', textKey: 'inquire' };
};
