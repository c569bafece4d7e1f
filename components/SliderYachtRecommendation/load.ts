/**
 * Related yachts of the page's yacht (spec 7.2 Recommend 'related-products'), in its market view;
 * none when the yacht has no record (a ghost, or not indexed yet).
 */
import type { SliderYachtRecommendationProps } from '../../schema/components/slider_yacht_recommendation_component';
import { RECOMMENDATIONS_MAX } from '../../schema/constants/search';
import { recommendationRequest, yachtCodenameOf, yachtHits } from '../../schema/search/catalogue';
import type { YachtCardData } from '../../schema/yacht/card';
import { firstResult, searchClientOf, yachtCardsOf, type SearchSources } from '../YachtCard/from-search';

/** An error's HTTP status, as the algoliasearch client reports it (ApiError). */
const statusOf = (error: unknown): number | null => {
  const status: unknown = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return typeof status === 'number' ? status : null;
};

export const load = async (props: SliderYachtRecommendationProps, sources: SearchSources): Promise<YachtCardData[]> => {
  if (!props.yacht) return [];
  const client = searchClientOf(sources);
  const { codename, view } = props.yacht;
  let response: unknown;
  try {
    response = await client.getRecommendations({ requests: [recommendationRequest(codename, view, props.locale, RECOMMENDATIONS_MAX)] });
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
  const hits = yachtHits(firstResult(response).hits).filter((hit) => yachtCodenameOf(hit) !== codename);
  return yachtCardsOf(hits, props.locale, sources);
};
