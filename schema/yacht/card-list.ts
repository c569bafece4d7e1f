/**
 * Yacht cards from a list of linked yacht items (spec 3.10 'Yacht list block', 5.3): missing or
 * broken items are reported and left out, so the list still renders.
 */
import type { MapContext } from '../define';
import type { ContentItem } from '../kontent';
import { itemRef } from '../define';
import { yachtCard, type YachtCardData } from './card';

/** A berth (or another type) a list also shows: its card, or undefined when the list does not take it. */
type OtherItem = (item: ContentItem) => boolean;

export const linkedYachtCards = (ctx: MapContext, element: string, codenames: readonly string[], view: 'charter' | 'sale' | null, other: OtherItem = () => false): YachtCardData[] => {
  const cards: YachtCardData[] = [];
  for (const codename of codenames) {
    const linked = ctx.linkedItem(codename);
    if (!linked) {
      ctx.report({ item: ctx.item, element, problem: `Linked yacht '${codename}' is missing: it is not published in this language, or was deleted` });
      continue;
    }
    if (linked.system.type !== 'yacht' && other(linked)) continue;
    if (linked.system.type !== 'yacht') {
      const ref = itemRef(linked);
      ctx.report({ item: ctx.item, element, problem: `'${ref.name}' is a ${ref.type}; only yacht items can be used here` });
      continue;
    }
    const card = yachtCard(linked, view, ctx);
    if (card) cards.push(card);
  }
  return cards;
};
