/**
 * Related yachts of the page's yacht (spec 7.2 Recommend 'related-products'), in its market view;
 * none when the yacht has no record (a ghost, or not indexed yet).
 */
import type { SliderYachtRecommendationProps } from '../../schema/components/slider_yacht_recommendation_component';
import type { Locale } from '../../schema/constants/locale';
import { RECOMMENDATIONS_MAX } from '../../schema/constants/search';
import { recommendationRequest, yachtCodenameOf, yachtHits } from '../../schema/search/catalogue';
import type { YachtCardData } from '../../schema/yacht/card';
import { firstResult, searchClientOf, yachtCardsOf, type SearchSources } from '../YachtCard/from-search';

/** An error's HTTP status, as the algoliasearch client reports it (ApiError). */
const statusOf = (error: unknown): number | null => {
  const status: unknown = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return typeof status === 'number' ? status : null;
};

/** The yachts like `yacht` in its market view (also the similar-yachts route's answer). */
export const similarYachts = async ({ codename, view }: NonNullable<SliderYachtRecommendationProps['yacht']>, locale: Locale, sources: SearchSources): Promise<YachtCardData[]> => {
  const client = searchClientOf(sources);
  let response: unknown;
  try {
    response = await client.getRecommendations({ requests: [recommendationRequest(codename, view, locale, RECOMMENDATIONS_MAX)] });
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
  const hits = yachtHits(firstResult(response).hits).filter((hit) => yachtCodenameOf(hit) !== codename);
  return yachtCardsOf(hits, locale, sources);
};

export const load = async (props: SliderYachtRecommendationProps, sources: SearchSources): Promise<YachtCardData[]> => (props.yacht ? similarYachts(props.yacht, props.locale, sources) : []);
