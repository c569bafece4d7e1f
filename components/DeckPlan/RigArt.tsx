/** The small motor-yacht or sailing-yacht drawing over the deck plans (spec 3.3 powerorsail), from the icon sprite. */
import { ICON_SPRITE_PATH, RIG_VIEW_BOX } from '../ui/icons/names';

export function RigArt({ kind, label }: { kind: 'motor' | 'sail'; label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox={RIG_VIEW_BOX} width="120" height="48" className="text-navy" data-rig={kind}>
      <use href={`${ICON_SPRITE_PATH}#rig-${kind}`} />
    </svg>
  );
}
