/**
 * yacht_labels_component (spec 2.8, 3.3): the key figures of the page's yacht as a strip: length in
 * both units, guests, cabins, crew (the charter figures on charter pages), year built and refit, builder.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent } from '../define';
import { background, toBackground } from '../elements';
import { pageYacht } from '../yacht/view';
import { builderOf, cabinsOf, crewOf, dimension, guestsOf, type SpecValue } from './specification_table_component.rows';

export type YachtLabel =
  | { key: 'length'; value: Extract<SpecValue, { kind: 'length' }> }
  | { key: 'guests' | 'cabins' | 'crew'; value: number }
  | { key: 'built'; value: { built: number; refit: number | null } }
  | { key: 'builder'; value: string };

export type YachtLabelsProps = { locale: Locale; figures: YachtLabel[] | null; background: Background };

export const yachtLabelsComponent = defineComponent({
  codename: 'yacht_labels_component',
  elements: z.looseObject({ background_color__options: background().optional() }),
  toProps: (el, ctx): YachtLabelsProps => {
    const yacht = pageYacht(ctx);
    const bg = toBackground(el.background_color__options);
    if (!yacht) return { locale: ctx.locale, figures: null, background: bg };
    const view = ctx.page.yachtType ?? (yacht.dataType === 'charter' ? 'charter' : 'sale');
    const { api } = yacht;
    const figures: YachtLabel[] = [];
    const length = dimension(api, 'length', ctx.locale);
    if (length?.kind === 'length') figures.push({ key: 'length', value: length });
    for (const [key, value] of [
      ['guests', guestsOf(api, view)],
      ['cabins', cabinsOf(api, view)],
      ['crew', crewOf(api, view)],
    ] as const) {
      if (value !== null) figures.push({ key, value });
    }
    if (api.buildyear) figures.push({ key: 'built', value: { built: api.buildyear, refit: api.refityear || null } });
    const builder = builderOf(api);
    if (builder) figures.push({ key: 'builder', value: builder });
    return { locale: ctx.locale, figures, background: bg };
  },
});
