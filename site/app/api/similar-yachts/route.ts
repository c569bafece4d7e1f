/**
 * The similar yachts of a yacht page (spec 7.2 Recommend 'related-products') as yacht cards, fetched
 * when the visitor nears the block, so yacht pages do not carry six cards twice over (markup and
 * RSC payload) for every visitor. GET ?yacht={codename}&view=charter|sale&lang={locale}.
 */
import type { NextRequest } from 'next/server';
import type { YachtCardsResponse } from '../../../../schema/yacht/cards-response';
import { similarToQuery, similarToSchema } from '../../../../schema/yacht/similar-response';
import { similarYachts } from '../../../../components/SliderYachtRecommendation/load';
import { toCardView } from '../../../../components/YachtCard/card-view';
import { catalogueSources } from '../../../lib/catalogue-sources';
import { onDemandAnswer, refuse } from '../../../lib/on-demand-route';

export async function GET(request: NextRequest): Promise<Response> {
  const similarTo = similarToSchema.safeParse(similarToQuery(request.nextUrl.searchParams));
  if (!similarTo.success) return refuse(400, similarTo.error.issues.map((issue) => issue.message).join('; '));
  const { yacht, view } = similarTo.data;
  // The page's own render reads the published catalogue in preview too: so does this.
  return onDemandAnswer<YachtCardsResponse>(request, 'similar yachts', async (locale) => ({
    cards: (await similarYachts({ codename: yacht, view }, locale, catalogueSources)).map(toCardView),
  }));
}
