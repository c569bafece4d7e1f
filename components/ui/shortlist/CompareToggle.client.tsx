'use client';
/**
 * 'Add to comparison' / 'added to comparison' (spec 2.8) for a yacht card or hero: a toggle
 * button over the shortlist store, pressed when the yacht is on the list.
 */
import { shortlistStore, useShortlist } from './use-shortlist.client';
import { sameEntry, type ShortlistEntry } from './store';
import { Icon } from '../icons/Icon';

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
      <Icon name="compare" size={18} fill={added} />
      {iconOnly ? null : <span>{label}</span>}
    </button>
  );
}
