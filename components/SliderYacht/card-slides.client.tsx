'use client';
/**
 * Yacht cards fetched on demand, drawn as every yacht card: the request to the yacht-cards route,
 * its answer checked, the cards. Loaded when the visitor nears a slider (more-slides.client.ts),
 * so a page with a slider does not carry this code, zod or the card's code in its first script.
 */
import '../ui/zod-jitless.client';
import type { ReactNode } from 'react';
import type { CardView } from '../YachtCard/card-view';
import type { YachtCardLabels } from '../YachtCard/labels';
import { YachtCardView } from '../YachtCard/YachtCardView';
import { createOnDemand } from '../ui/on-demand/on-demand';
import type { MoreSlides } from './more-slides.client';

export const drawCards = (cards: readonly CardView[], labels: YachtCardLabels, headingLevel: 'h2' | 'h3'): ReactNode[] =>
  cards.map((card) => <YachtCardView key={`${card.yachtId}-${card.view}`} card={card} labels={labels} headingLevel={headingLevel} />);

const load = createOnDemand((url, init) => fetch(url, init));
const loadSchema = () => import('../../schema/yacht/cards-response').then((module) => module.yachtCardsResponseSchema);

/** The slides of the route's cards; a failed request, an answer of another shape or no card is an error. */
export const fetchSlides = async ({ url, labels, headingLevel }: MoreSlides): Promise<ReactNode[]> => {
  const { cards } = await load(url, loadSchema);
  if (cards.length === 0) throw new Error(`${url} answered no card`);
  return drawCards(cards, labels, headingLevel);
};
