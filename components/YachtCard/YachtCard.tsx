/**
 * The one yacht card of every grid and slider (spec 2.16, 3.3 'Yacht teaser'): the profile image at
 * the yacht-thumbnail preset, name, length in both units, guests, cabins, the price in every
 * display currency (none for ghost yachts, 4.1), the ribbon (4.2) and the compare toggle (2.8).
 * The whole card links to the yacht's page in the card's market view.
 */
import type { YachtCardData } from '../../schema/yacht/card';
import { toCardView } from './card-view';
import type { YachtCardLabels } from './labels';
import { YachtCardView } from './YachtCardView';

export function YachtCard({ card, labels, headingLevel = 'h3' }: { card: YachtCardData; labels: YachtCardLabels; headingLevel?: 'h2' | 'h3' }) {
  return <YachtCardView card={toCardView(card)} labels={labels} headingLevel={headingLevel} />;
}
