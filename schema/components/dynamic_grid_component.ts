/**
 * dynamic_grid_component (spec 9.2 dynamic grid categories: news, events, people, offices,
 * destinations, editorials): the newest or most popular records of one category of the general
 * index as a grid of cards. The site runs the search; this module reads what the editor chose.
 */
import { z } from 'zod';
import { DYNAMIC_GRID_CATEGORIES } from '../constants/search';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, choice, number, optionalText, text, toBackground } from '../elements';
import type { Background } from '../constants/component-defaults';
import { DYNAMIC_GRID_ORDERS, type DynamicGridCategory, type DynamicGridOrder } from '../search/catalogue';

export const DYNAMIC_GRID_DEFAULT_COUNT = 6;

const CATEGORY_MESSAGE = `Category must be one of: ${DYNAMIC_GRID_CATEGORIES.join(', ')}`;
/** One category must be chosen (a constraint the JSON Schema carries too: minItems). */
const categoryChoice = choice('Category', DYNAMIC_GRID_CATEGORIES);
const requiredCategory = categoryChoice.extend({ value: categoryChoice.shape.value.min(1, CATEGORY_MESSAGE) });
export const DYNAMIC_GRID_MAX_COUNT = 24;

export type DynamicGridProps = {
  locale: Locale;
  title: string | null;
  category: DynamicGridCategory;
  order: DynamicGridOrder;
  count: number;
  background: Background;
};

export const dynamicGridComponent = defineComponent({
  codename: 'dynamic_grid_component',
  elements: z.looseObject({
    title: text().optional(),
    category: requiredCategory,
    order: choice('Order', DYNAMIC_GRID_ORDERS).optional(),
    count: number().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): DynamicGridProps => {
    const asked = el.count?.value ?? null;
    const valid = asked !== null && Number.isInteger(asked) && asked >= 1 && asked <= DYNAMIC_GRID_MAX_COUNT;
    if (asked !== null && !valid) {
      ctx.report({ item: ctx.item, element: 'count', problem: `Count must be a whole number from 1 to ${DYNAMIC_GRID_MAX_COUNT}; showing ${DYNAMIC_GRID_DEFAULT_COUNT}` });
    }
    return {
      locale: ctx.locale,
      title: optionalText(el.title),
      category: el.category.value[0]?.codename ?? 'news',
      order: el.order?.value[0]?.codename ?? 'newest',
      count: valid && asked !== null ? asked : DYNAMIC_GRID_DEFAULT_COUNT,
      background: toBackground(el.background_color__options),
    };
  },
});
