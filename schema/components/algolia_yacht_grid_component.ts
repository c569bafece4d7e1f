/**
 * algolia_yacht_grid_component (spec 3.10 'Search component': queryString, showFilters, hitsPerPage
 * default 30): a yacht grid an editor defines by a search in the URL format of spec 9.2
 * ('m[content.type]=charter&r[content.loaMeter]=50:'). The site runs the search and shows the first
 * hits as yacht cards; the search itself is read here, once, with the search page's own parser.
 */
import { z } from 'zod';
import { HITS_PER_PAGE, SEARCH_INDEXES } from '../constants/search';
import { SEARCH_PATH } from '../constants/yacht';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, multipleChoice, number, optionalText, text, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';
import { gridChips, type Chip } from '../search/grid-chips';
import { parseSearchUrl, searchUrlQuery, type SearchUrlState } from '../search/url-state';

/** More than this many cards is a search page, not a block on a page. */
export const GRID_MAX_HITS = 60;

export type AlgoliaYachtGridProps = {
  locale: Locale;
  title: string | null;
  state: SearchUrlState;
  /** The search page with the normalised search ('/search?m[content.type]=charter...'): 'View all' and 'Refine' open it. */
  searchHref: string;
  showFilters: boolean;
  hitsPerPage: number;
  chips: Chip[];
  background: Background;
};

/** The query part of what an editor pasted: a bare query string, '?...', or a whole /search URL. */
export const queryPart = (text: string): string => {
  const trimmed = text.trim();
  const mark = trimmed.indexOf('?');
  const query = mark === -1 ? trimmed : trimmed.slice(mark + 1);
  const hash = query.indexOf('#');
  return hash === -1 ? query : query.slice(0, hash);
};

export const algoliaYachtGridComponent = defineComponent({
  codename: 'algolia_yacht_grid_component',
  elements: z.looseObject({
    title: text().optional(),
    query_string: text().optional(),
    show_filters: multipleChoice().optional(),
    hits_per_page: number().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): AlgoliaYachtGridProps => {
    const raw = queryPart(el.query_string?.value ?? '');
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(raw);
    } catch {
      params = new URLSearchParams();
    }
    const state = { ...parseSearchUrl(params), page: 1 };
    if (state.index !== SEARCH_INDEXES.yacht.prefix) {
      ctx.report({ item: ctx.item, element: 'query_string', problem: 'The search must be a yacht search (i=y or no i); showing every yacht' });
    }
    const yachtState = { ...state, index: SEARCH_INDEXES.yacht.prefix };
    const kept = new URLSearchParams(searchUrlQuery(yachtState));
    const dropped = [...new Set([...params.keys()].filter((key) => key !== 'p' && key !== 'i' && !kept.has(key)))];
    if (dropped.length > 0) {
      ctx.report({ item: ctx.item, element: 'query_string', problem: `Not a yacht filter of the search page, left out: ${dropped.slice(0, 5).join(', ')}` });
    }
    const asked = el.hits_per_page?.value ?? null;
    const valid = asked !== null && Number.isInteger(asked) && asked >= 1 && asked <= GRID_MAX_HITS;
    if (asked !== null && !valid) {
      ctx.report({ item: ctx.item, element: 'hits_per_page', problem: `Hits per page must be a whole number from 1 to ${GRID_MAX_HITS}; showing ${HITS_PER_PAGE}` });
    }
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      state: yachtState,
      searchHref: `${ctx.href(SEARCH_PATH)}${searchUrlQuery(yachtState)}`,
      // Spec 3.10: true if show_filters has any value.
      showFilters: (el.show_filters?.value.length ?? 0) > 0,
      hitsPerPage: valid && asked !== null ? asked : HITS_PER_PAGE,
      chips: gridChips(yachtState),
      background: toBackground(el.background_color__options),
    };
  },
});
