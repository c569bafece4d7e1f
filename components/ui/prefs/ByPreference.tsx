/**
 * Values in every unit or currency, server-rendered; the visitor's preference on <html> shows one
 * (components/ui/prefs/preferences.ts). Screen readers read only the shown one (display: none).
 */
import type { ReactNode } from 'react';
import { PRICE_CURRENCIES, type PriceCurrency } from '../../../schema/constants/currency';

export function ByUnit({ m, ft }: { m: ReactNode; ft: ReactNode }) {
  return (
    <>
      <span data-unit="m">{m}</span>
      <span data-unit="ft">{ft}</span>
    </>
  );
}

export function ByCurrency({ values }: { values: Record<PriceCurrency, ReactNode> }) {
  return (
    <>
      {PRICE_CURRENCIES.map((currency) => (
        <span key={currency} data-price-currency={currency}>
          {values[currency]}
        </span>
      ))}
    </>
  );
}
