/** The editor's yacht search (spec 3.10, 9.2), run while the page renders: its first cards and its total. */
import type { AlgoliaYachtGridProps } from '../../schema/components/algolia_yacht_grid_component';
import { yachtGridRequest, yachtHits } from '../../schema/search/catalogue';
import type { YachtCardData } from '../../schema/yacht/card';
import { firstResult, searchClientOf, yachtCardsOf, type SearchSources } from '../YachtCard/from-search';

export type YachtGridData = { cards: YachtCardData[]; total: number };

export const load = async (props: AlgoliaYachtGridProps, sources: SearchSources): Promise<YachtGridData> => {
  const response = await searchClientOf(sources).search({ requests: [yachtGridRequest(props.state, props.hitsPerPage, props.locale)] });
  const result = firstResult(response);
  const hits = yachtHits(result.hits);
  return { cards: await yachtCardsOf(hits, props.locale, sources), total: result.nbHits ?? hits.length };
};
