/**
 * breadcrumbs_component (spec 2.4, 9.6): where the page's breadcrumb trail shows and in which
 * color. The trail itself comes from the page, not from this item.
 */
import { z } from 'zod';
import { BREADCRUMB_COLORS, BREADCRUMB_DEFAULTS, type Background, type BreadcrumbColor } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, choice, firstChoice, toBackground } from '../elements';

export type BreadcrumbsProps = { color: BreadcrumbColor; background: Background };

export const breadcrumbsComponent = defineComponent({
  codename: 'breadcrumbs_component',
  elements: z.looseObject({
    color: choice('Color', BREADCRUMB_COLORS).optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el): BreadcrumbsProps => ({
    color: firstChoice(el.color, BREADCRUMB_DEFAULTS.color),
    background: toBackground(el.background_color__options),
  }),
});
