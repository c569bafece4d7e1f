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

/**
 * `titles`: a tooltip per currency (spec 9.1's conversion rate), on the value's own element. `as`:
 * 'div' when a value holds flow content (the hero's conversion disclosure), which a span cannot hold.
 */
export function ByCurrency({ values, titles, as: Wrapper = 'span' }: { values: Record<PriceCurrency, ReactNode>; titles?: Partial<Record<PriceCurrency, string | null>>; as?: 'span' | 'div' }) {
  return (
    <>
      {PRICE_CURRENCIES.map((currency) => (
        // No title prop when there is none: an undefined prop still costs its name in the page's RSC payload.
        <Wrapper key={currency} data-cur={currency} {...(titles?.[currency] ? { title: titles[currency] } : {})}>
          {values[currency]}
        </Wrapper>
      ))}
    </>
  );
}
