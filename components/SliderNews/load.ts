/**
 * The slides of a news slider (spec 5.3): the editor's own with 'manual_slides', else the newest
 * pages of the chosen category (spec 3.9) from the general index, found while the page renders.
 */
import type { NewsSlide, SliderNewsProps } from '../../schema/components/slider_news_component';
import { NEWS_SLIDER_MANUAL, type NewsCategory } from '../../schema/constants/editorial';
import { dynamicGridRequest, generalCards } from '../../schema/search/catalogue';
import { firstResult, searchClientOf, type SearchSources } from '../YachtCard/from-search';

const isoOf = (seconds: number): string => new Date(seconds * 1000).toISOString();

export const categoryRequest = (category: NewsCategory, count: number, locale: SliderNewsProps['locale']) => {
  const kind = category === 'corporate___luxury_events' ? 'events' : 'news';
  const request = dynamicGridRequest(kind, 'newest', count, locale);
  // By codename: the facets' words are the index's language's.
  return { kind, request: { ...request, facetFilters: [...request.facetFilters, `category:${category}`] } } as const;
};

export const load = async (props: SliderNewsProps, sources: SearchSources): Promise<NewsSlide[]> => {
  if (props.selection === NEWS_SLIDER_MANUAL) return props.slides;
  const category = props.selection;
  const { kind, request } = categoryRequest(category, props.count, props.locale);
  const response = await searchClientOf(sources).search({ requests: [request] });
  return generalCards(firstResult(response).hits, kind).flatMap((card): NewsSlide[] =>
    card.href
      ? [
          {
            id: card.id,
            image: card.image,
            startDate: card.detail?.kind === 'date' ? isoOf(card.detail.seconds) : null,
            endDate: card.detail?.kind === 'date' && card.detail.endSeconds !== null ? isoOf(card.detail.endSeconds) : null,
            title: card.title,
            category,
            pageCategory: null,
            pageCategoryKey: null,
            url: card.href,
          },
        ]
      : [],
  );
};
