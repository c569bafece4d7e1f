/**
 * slider_yacht_recommendation_component (spec 7.2 'a recommendation client'): on a yacht
 * page, the yachts most like the page's yacht (Recommend 'related-products') in the page's market
 * view, as the yacht slider shows them. The yacht comes from the page (PageContext); the site asks
 * for the recommendations.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, optionalText, text, toBackground } from '../elements';

export type SliderYachtRecommendationProps = {
  locale: Locale;
  title: string | null;
  /** The page's yacht item and market view; null off a yacht page (reported to the editor). */
  yacht: { codename: string; view: 'charter' | 'sale' } | null;
  background: Background;
};

export const sliderYachtRecommendationComponent = defineComponent({
  codename: 'slider_yacht_recommendation_component',
  elements: z.looseObject({
    title: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderYachtRecommendationProps => {
    const { yacht, yachtType } = ctx.page;
    if (!yacht || !yachtType) {
      ctx.report({ item: ctx.item, element: '(page)', problem: 'Recommended yachts show on a yacht page only (a page with a yacht and a yacht type)' });
    }
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      yacht: yacht && yachtType ? { codename: yacht, view: yachtType } : null,
      background: toBackground(el.background_color__options),
    };
  },
});
