/**
 * Spec 9.1: the tooltip that gives the conversion rate of an 'Approx' price. A <details>
 * disclosure: opened by click, tap, Enter or Space without script, and read by screen readers.
 * One per price, not one per currency: the sentence is written once and only the rate follows the
 * visitor's currency; `data-converted` hides the whole tooltip where the shown price is not a
 * conversion (site/app/globals.css).
 */
import type { PriceCurrency } from '../../schema/constants/currency';

export function ConversionTooltip({ sentence, rates, label }: { sentence: string; rates: ReadonlyArray<readonly [PriceCurrency, string]>; label: string }) {
  return (
    <details className="group inline-block align-middle" data-conversion-tooltip="" data-converted={rates.map(([currency]) => currency).join(' ')}>
      <summary className="yp-tip-button">
        <span aria-hidden="true">i</span>
        <span className="sr-only">{label}</span>
      </summary>
      <span role="note" className="yp-tip-note">
        {sentence}{' '}
        {rates.map(([currency, rate]) => (
          <span key={currency} data-cur={currency}>
            {rate}
          </span>
        ))}
      </span>
    </details>
  );
}
