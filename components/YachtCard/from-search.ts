/**
 * What the search-driven types share (spec 3.10, 7.2, 9.2): the site's search client, the first
 * result of an answer checked with zod, and yacht cards for hits, built from the published yacht
 * items they name by the same card code as the manual grid. Without a search client they throw:
 * the renderer then leaves the block out for visitors and shows the problem in preview (4.6, 8.4).
 */
import { z } from 'zod';
import { SEARCH_MESSAGES, SEARCH_SERVICE_NAME } from '../../schema/constants/search';
import type { Locale } from '../../schema/constants/locale';
import { localisedPath } from '../../schema/locale';
import { cardsFromHits, yachtCodenameOf, type YachtHit } from '../../schema/search/catalogue';
import type { SiteServices } from '../../schema/services';
import { yachtCard, type YachtCardData } from '../../schema/yacht/card';
import { keepsSlide } from '../../schema/yacht/effective-type';
import type { ContentIssue } from '../../schema/define';
import { log } from '../../schema/log';

export type SearchSources = Pick<SiteServices, 'search' | 'yachts'>;

const resultSchema = z.object({ hits: z.array(z.unknown()), nbHits: z.number().int().min(0).optional() });
const searchResponseSchema = z.object({ results: z.array(resultSchema).min(1) });

export const searchClientOf = (sources: SearchSources) => {
  const client = sources.search();
  if (!client) throw new Error(SEARCH_MESSAGES.noConfiguration(SEARCH_SERVICE_NAME));
  return client;
};

export const firstResult = (response: unknown) => {
  const parsed = searchResponseSchema.safeParse(response);
  const result = parsed.data?.results[0];
  if (!result) throw new Error(`The search answered in an unexpected shape: ${parsed.error?.issues[0]?.message ?? 'no result'}`);
  return result;
};

type YachtItems = Awaited<ReturnType<SearchSources['yachts']>>;

/** How a card reads the items it was built from: their linked items, the locale's paths, problems logged. */
const cardContext = (locale: Locale, { items, linked }: YachtItems) => {
  const byCodename = new Map(items.map((item) => [item.system.codename, item]));
  return {
    byCodename,
    ctx: {
      locale,
      linkedItem: (codename: string) => linked[codename] ?? byCodename.get(codename),
      href: (path: string) => localisedPath(path, locale),
      report: (issue: ContentIssue) => log.warn('catalogue: incomplete yacht', { codename: issue.item.codename, element: issue.element, problem: issue.problem }),
    },
  };
};

/** Yacht cards for hits, from the published yacht items they name (one Delivery request). */
export const yachtCardsOf = async (hits: readonly YachtHit[], locale: Locale, sources: SearchSources): Promise<YachtCardData[]> => {
  const { byCodename, ctx } = cardContext(locale, await sources.yachts([...new Set(hits.map(yachtCodenameOf))], locale));
  return cardsFromHits(hits, (codename) => byCodename.get(codename), ctx);
};

/**
 * Yacht cards for yachts named in order (a slider's, spec 5.3), from the published items: in `view`,
 * keeping the yachts offered in it, or each in its own market. Unknown names are left out.
 */
export const yachtCardsNamed = async (codenames: readonly string[], view: 'charter' | 'sale' | null, locale: Locale, sources: SearchSources): Promise<YachtCardData[]> => {
  const { byCodename, ctx } = cardContext(locale, await sources.yachts([...new Set(codenames)], locale));
  return codenames.flatMap((codename) => {
    const item = byCodename.get(codename);
    const card = item?.system.type === 'yacht' ? yachtCard(item, view, ctx) : null;
    return card && (!view || keepsSlide(view, card.marketType)) ? [card] : [];
  });
};
