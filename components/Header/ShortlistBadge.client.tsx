'use client';
/**
 * Spec 2.6: the favourites icon's badge shows the compare total, only above 0. The shortlist store
 * follows local storage, so a change in another tab shows here too.
 */
import { useShortlist } from '../ui/shortlist/use-shortlist.client';

export function ShortlistBadge({ label }: { label: string }) {
  const total = useShortlist().length;
  if (total === 0) return null;
  return (
    <span data-testid="shortlist-badge" className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-gold px-1 text-[0.625rem] font-medium text-navy">
      {total}
      <span className="sr-only"> {label}</span>
    </span>
  );
}
