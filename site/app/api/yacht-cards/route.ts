/**
 * The cards of a yacht slider after the ones its page draws (spec 5.3), fetched when the visitor
 * nears the slider, so a page does not carry every card twice over (markup and RSC payload) for
 * visitors who never reach it. GET ?yachts={codename},{codename}…[&view=charter|sale]&lang={locale}.
 */
import type { NextRequest } from 'next/server';
import type { YachtCardsResponse } from '../../../../schema/yacht/cards-response';
import { sliderCardsQuery, sliderCardsSchema } from '../../../../schema/yacht/slider-cards';
import { yachtCardsNamed } from '../../../../components/YachtCard/from-search';
import { toCardView } from '../../../../components/YachtCard/card-view';
import { catalogueSources } from '../../../lib/catalogue-sources';
import { onDemandAnswer, refuse } from '../../../lib/on-demand-route';

export async function GET(request: NextRequest): Promise<Response> {
  const asked = sliderCardsSchema.safeParse(sliderCardsQuery(request.nextUrl.searchParams));
  if (!asked.success) return refuse(400, asked.error.issues.map((issue) => issue.message).join('; '));
  const { yachts, view } = asked.data;
  // Published yachts, in preview too: a slider in preview draws all its cards itself.
  return onDemandAnswer<YachtCardsResponse>(request, 'yacht cards', async (locale) => ({
    cards: (await yachtCardsNamed(yachts, view, locale, catalogueSources)).map(toCardView),
  }));
}
