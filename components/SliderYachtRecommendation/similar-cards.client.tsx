'use client';
/**
 * The similar yachts' cards, drawn as every yacht card. Loaded with the route's answer once the
 * visitor comes near the block (SimilarYachts.client.tsx), so yacht pages do not carry this code.
 */
import { YachtSlider } from '../SliderYacht/YachtSlider.lazy.client';
import type { CardView } from '../YachtCard/card-view';
import type { YachtCardLabels } from '../YachtCard/labels';
import { drawCards } from '../SliderYacht/card-slides.client';

export type SimilarCardsProps = { cards: readonly CardView[]; labels: YachtCardLabels; sliderLabels: { previous: string; next: string } };

export function SimilarCards({ cards, labels, sliderLabels }: SimilarCardsProps) {
  return <YachtSlider labels={sliderLabels} slides={drawCards(cards, labels, 'h3')} />;
}
