'use client';
/**
 * 'Add to comparison' / 'added to comparison' (spec 2.8) for a yacht card or hero: a toggle
 * button over the shortlist store, pressed when the yacht is on the list.
 */
import { shortlistStore, useShortlist } from './use-shortlist.client';
import { sameEntry, type ShortlistEntry } from './store';

export function CompareToggle({
  entry,
  labels,
  className,
  iconOnly = false,
}: {
  entry: ShortlistEntry;
  labels: { add: string; added: string };
  className?: string;
  /** Cards show the icon alone; the label stays the accessible name. */
  iconOnly?: boolean;
}) {
  const list = useShortlist();
  const added = list.some((e) => sameEntry(e, entry));
  const label = added ? labels.added : labels.add;
  return (
    <button
      type="button"
      aria-pressed={added}
      aria-label={iconOnly ? label : undefined}
      title={iconOnly ? label : undefined}
      onClick={() => shortlistStore.toggle(entry)}
      data-compare-toggle={entry.id}
      className={className}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill={added ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6">
        <path d="M12 20.5s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.7-7.5 10.1-7.5 10.1z" />
      </svg>
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}
