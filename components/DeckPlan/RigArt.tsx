/** The small motor-yacht or sailing-yacht drawing over the deck plans (spec 3.3 powerorsail). */
export function RigArt({ kind, label }: { kind: 'motor' | 'sail'; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 120 48" width="120" height="48" className="text-navy" data-rig={kind}>
      <path d="M4 36h112" stroke="currentColor" strokeOpacity="0.25" strokeWidth="1" />
      {kind === 'sail' ? (
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
          <path d="M20 30h80l-8 6H30z" />
          <path d="M62 28V4" />
          <path d="M60 6 34 27h26z" className="fill-gold-light" />
          <path d="M64 8l20 19H64z" className="fill-gold-light" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
          <path d="M10 28h96l-10 8H22z" />
          <path d="M26 28l6-8h50l10 8" />
          <path d="M40 20l5-6h26l5 6" />
          <path d="M38 24h8M52 24h8M66 24h8M50 17h6M60 17h6" />
        </g>
      )}
    </svg>
  );
}
