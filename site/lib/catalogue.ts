/**
 * The searches of the catalogue types, run on the server while the page renders: the editor's yacht
 * search (spec 3.10), a dynamic grid's category (9.2) and a yacht page's related yachts (7.2
 * Recommend). Without a search client or when the search fails they throw: the renderer then
 * leaves the block out for visitors and shows the problem to editors in preview (spec 4.6, 8.4).
 */
import { z } from 'zod';
import type { AlgoliaYachtGridProps } from '../../schema/components/algolia_yacht_grid_component';
import type { DynamicGridProps } from '../../schema/components/dynamic_grid_component';
import type { SliderYachtRecommendationProps } from '../../schema/components/slider_yacht_recommendation_component';
import { RECOMMENDATIONS_MAX, SEARCH_MESSAGES, SEARCH_SERVICE_NAME } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/locale';
import {
  cardsFromHits,
  dynamicGridRequest,
  generalCards,
  recommendationRequest,
  yachtCodenameOf,
  yachtGridRequest,
  yachtHits,
  type GeneralCard,
  type YachtHit,
} from '../../schema/search/catalogue';
import type { YachtCardData } from '../../schema/yacht/card';
import type { CatalogueSources } from './catalogue-sources';

const resultSchema = z.object({ hits: z.array(z.unknown()), nbHits: z.number().int().min(0).optional() });
const searchResponseSchema = z.object({ results: z.array(resultSchema).min(1) });

const clientOf = (sources: CatalogueSources) => {
  const client = sources.search();
  if (!client) throw new Error(SEARCH_MESSAGES.noConfiguration(SEARCH_SERVICE_NAME));
  return client;
};

const firstResult = (response: unknown) => {
  const parsed = searchResponseSchema.safeParse(response);
  const result = parsed.data?.results[0];
  if (!result) throw new Error(`The search answered in an unexpected shape: ${parsed.error?.issues[0]?.message ?? 'no result'}`);
  return result;
};

/** Yacht cards for hits, from the published yacht items they name. */
const yachtCards = async (hits: readonly YachtHit[], locale: Locale, sources: CatalogueSources): Promise<YachtCardData[]> => {
  const codenames = [...new Set(hits.map(yachtCodenameOf))];
  const { items, linked } = await sources.yachts(codenames, locale);
  const byCodename = new Map(items.map((item) => [item.system.codename, item]));
  return cardsFromHits(hits, (codename) => byCodename.get(codename), {
    locale,
    linkedItem: (codename) => linked[codename] ?? byCodename.get(codename),
    href: (path) => localisedPath(path, locale),
    report: (issue) => console.warn(`catalogue: ${issue.item.codename} ${issue.element}: ${issue.problem}`),
  });
};

export type YachtGridData = { cards: YachtCardData[]; total: number };

export const loadYachtGrid = async (props: AlgoliaYachtGridProps, sources: CatalogueSources): Promise<YachtGridData> => {
  const client = clientOf(sources);
  const response = await client.search({ requests: [yachtGridRequest(props.state, props.hitsPerPage, props.locale)] });
  const result = firstResult(response);
  const hits = yachtHits(result.hits);
  return { cards: await yachtCards(hits, props.locale, sources), total: result.nbHits ?? hits.length };
};

export const loadDynamicGrid = async (props: DynamicGridProps, sources: CatalogueSources): Promise<GeneralCard[]> => {
  const client = clientOf(sources);
  const response = await client.search({ requests: [dynamicGridRequest(props.category, props.order, props.count, props.locale)] });
  return generalCards(firstResult(response).hits, props.category);
};

/** An error's HTTP status, as the algoliasearch client reports it (ApiError). */
const statusOf = (error: unknown): number | null => {
  const status: unknown = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  return typeof status === 'number' ? status : null;
};

/** Related yachts of the page's yacht; none when the yacht has no record (a ghost, or not indexed yet). */
export const loadRecommendations = async (props: SliderYachtRecommendationProps, sources: CatalogueSources): Promise<YachtCardData[]> => {
  if (!props.yacht) return [];
  const client = clientOf(sources);
  const { codename, view } = props.yacht;
  let response: unknown;
  try {
    response = await client.getRecommendations({ requests: [recommendationRequest(codename, view, props.locale, RECOMMENDATIONS_MAX)] });
  } catch (error) {
    if (statusOf(error) === 404) return [];
    throw error;
  }
  const hits = yachtHits(firstResult(response).hits).filter((hit) => yachtCodenameOf(hit) !== codename);
  return yachtCards(hits, props.locale, sources);
};
