/** A dynamic grid's category (spec 9.2), newest or most popular first, searched while the page renders. */
import type { DynamicGridProps } from '../../schema/components/dynamic_grid_component';
import { dynamicGridRequest, generalCards, type GeneralCard } from '../../schema/search/catalogue';
import { firstResult, searchClientOf, type SearchSources } from '../YachtCard/from-search';

export const load = async (props: DynamicGridProps, sources: SearchSources): Promise<GeneralCard[]> => {
  const response = await searchClientOf(sources).search({ requests: [dynamicGridRequest(props.category, props.order, props.count, props.locale)] });
  return generalCards(firstResult(response).hits, props.category);
};
