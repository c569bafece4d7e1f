/** The one exchange-rate table of the demo content: units of each currency per euro. */
export type CurrencyCode = 'eur' | 'usd' | 'gbp' | 'aud';

/** Spec 9.1 symbols of the display currencies. */
export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { aud: 'A$', gbp: '£', eur: '€', usd: '$' };

export const PER_EURO: Record<CurrencyCode, number> = { eur: 1, usd: 1.08, gbp: 0.85, aud: 1.66 };

/** How many `to` one unit of `from` buys, to four decimals. */
export const crossRate = (from: CurrencyCode, to: CurrencyCode): number => Number((PER_EURO[to] / PER_EURO[from]).toFixed(4));

/** en-US grouping without decimals (spec 9.1): 82500000 -> '82,500,000'. */
export const formatAmount = (value: number): string => Math.round(value).toLocaleString('en-US', { maximumFractionDigits: 0 });
