/**
 * yacht_feature_component (spec 3.3, 3.4): the page's yacht's features published for the page's
 * view (charterPublish on charter pages, salesPublish on sale pages), grouped by category and
 * ordered by displayOrder.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import type { YachtSectionId } from './jump_to_component';
import { background, optionalText, text, toBackground } from '../elements';
import type { Feature } from '../yacht/feature';
import { pageYacht } from '../yacht/view';

export const FEATURES_SECTION_ID = 'features' satisfies YachtSectionId;

export type FeatureGroup = { category: string; features: string[] };

export type YachtFeatureProps = { locale: Locale; title: string | null; groups: FeatureGroup[] | null; background: Background };

/**
 * Published features by category: categories in the order of their first feature, features by
 * displayOrder then label; a label listed twice in a category shows once.
 */
export const featureGroups = (features: readonly Feature[], view: 'charter' | 'sale'): FeatureGroup[] => {
  const published = features
    .filter((f) => (view === 'charter' ? f.charterPublish : f.salesPublish) === 'true')
    .toSorted((a, b) => a.displayOrder - b.displayOrder || a.feature.localeCompare(b.feature));
  const groups = new Map<string, string[]>();
  for (const f of published) {
    const category = f.category.trim();
    const list = groups.get(category) ?? [];
    if (!list.includes(f.feature.trim())) list.push(f.feature.trim());
    groups.set(category, list);
  }
  return [...groups].map(([category, list]) => ({ category, features: list }));
};

export const yachtFeatureComponent = defineComponent({
  codename: 'yacht_feature_component',
  elements: z.looseObject({ title: text().optional(), background_color__options: background().optional() }),
  toProps: (el, ctx): YachtFeatureProps => {
    const yacht = pageYacht(ctx);
    const view = ctx.page.yachtType ?? (yacht?.dataType === 'charter' ? 'charter' : 'sale');
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      groups: yacht ? featureGroups(yacht.api.featureData, view) : null,
      background: toBackground(el.background_color__options),
    };
  },
});
