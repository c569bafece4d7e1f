/**
 * Spec 9.1: the tooltip that gives the conversion rate of an 'Approx' price. A <details>
 * disclosure: opened by click, tap, Enter or Space without script, and read by screen readers.
 */
export function ConversionTooltip({ text, label }: { text: string; label: string }) {
  return (
    <details className="group inline-block align-middle" data-conversion-tooltip="">
      <summary className="flex h-6 w-6 cursor-pointer list-none items-center justify-center rounded-full border border-gold text-xs font-semibold text-gold-deep hover:bg-gold hover:text-navy focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">i</span>
        <span className="sr-only">{label}</span>
      </summary>
      <span
        role="note"
        className="absolute block top-full left-0 z-30 mt-2 w-72 max-w-[calc(100vw-2.5rem)] bg-navy p-4 text-left text-sm leading-relaxed font-normal tracking-normal text-white normal-case shadow-lg lg:right-0 lg:left-auto"
      >
        {text}
      </span>
    </details>
  );
}
