/**
 * Spec 9.1: the tooltip that gives the conversion rate of an 'Approx' price. A <details>
 * disclosure: opened by click, tap, Enter or Space without script, and read by screen readers.
 */
export function ConversionTooltip({ text, label }: { text: string; label: string }) {
  return (
    <details className="group inline-block align-middle" data-conversion-tooltip="">
      <summary className="yp-tip-button">
        <span aria-hidden="true">i</span>
        <span className="sr-only">{label}</span>
      </summary>
      <span role="note" className="yp-tip-note">
        {text}
      </span>
    </details>
  );
}
