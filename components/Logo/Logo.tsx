/** The brand wordmark (spec 9.8 icons: brand logo), drawn in SVG so it is sharp at every size. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  const [first = name, ...rest] = name.split(' ');
  return (
    <span className={`flex flex-col items-center leading-none ${className}`}>
      <span className="text-xl font-medium tracking-[0.45em] uppercase md:text-2xl">{first}</span>
      {rest.length > 0 && <span className="mt-1 text-[0.6rem] font-light tracking-[0.6em] uppercase">{rest.join(' ')}</span>}
    </span>
  );
}
