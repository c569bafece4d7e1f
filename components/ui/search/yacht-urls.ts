/**
 * Spec 7.2 'Yacht index query (compare search)' and 4.3: the yachts of a saved search, in its order,
 * for previous/next on the yacht pages. One POST to /1/indexes/{index}/query on the sort's replica
 * (or the yacht index), up to 300 hits, reading url, content.loaMeter and content.yachtid, with no
 * highlighting.
 */
import type { LiteClient } from 'algoliasearch/lite';
import { z } from 'zod/mini';
import { COMPARE_ATTRIBUTES, COMPARE_HITS_PER_PAGE, SEARCH_MESSAGES } from '../../../schema/constants/search';
import type { Locale } from '../../../schema/constants/locale';
import { searchFilters } from '../../../schema/search/compare-filters';
import { validHits } from '../../../schema/search/hits';
import { searchIndexOf, type SearchUrlState } from '../../../schema/search/url-state';

/** Spec 3.7 'Compare search result item'. */
export type CompareSearchItem = { Length: number; Url: string; YachtId: string };
export type CompareSearchResult = { items: CompareSearchItem[]; error: string | null };

const hitsSchema = z.object({ hits: z.array(z.unknown()) });
const hitSchema = z.object({ url: z.string().check(z.minLength(1)), content: z.object({ loaMeter: z.number(), yachtid: z.string().check(z.minLength(1)) }) });

export const searchYachtUrls = async (client: LiteClient | null, state: SearchUrlState, locale: Locale): Promise<CompareSearchResult> => {
  if (!client) return { items: [], error: SEARCH_MESSAGES.clientNotFound };
  const index = searchIndexOf({ index: 'y', sort: state.sort }, locale);
  try {
    const body = await client.customPost({
      path: `1/indexes/${encodeURIComponent(index)}/query`,
      // Highlighting off: the list reads no highlight, and with it every hit would carry each
      // searchable attribute's highlight (about 2 KB a hit; 140 KB for 72 yachts, parsed at load).
      body: { query: state.query, attributesToRetrieve: [...COMPARE_ATTRIBUTES], attributesToHighlight: [], hitsPerPage: COMPARE_HITS_PER_PAGE, ...searchFilters(state) },
    });
    const parsed = hitsSchema.safeParse(body);
    if (!parsed.success) return { items: [], error: 'Unexpected search response' };
    const items = validHits(hitSchema, parsed.data.hits).map((hit) => ({ Length: hit.content.loaMeter, Url: hit.url, YachtId: hit.content.yachtid }));
    return { items, error: null };
  } catch (error) {
    return { items: [], error: error instanceof Error ? error.message : String(error) };
  }
};
