/**
 * anchor_component: the target of '#id' links and of the jump-to menu (spec 2.15, 3.10, 4.5). It
 * shows nothing; its scroll margin keeps what follows clear of the sticky header and jump-to bar.
 */
import type { BlockProps } from '../ui/block';

export function Anchor({ id, edit }: BlockProps<'anchor_component', 'edit'>) {
  return <div id={id} className="anc" data-anchor="" {...edit('anchor_text')} />;
}
