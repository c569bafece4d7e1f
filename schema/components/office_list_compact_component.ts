/**
 * office_list_compact_component (spec 2.16, 3.8): the offices as a compact list (name, address,
 * phone, e-mail, local time), grouped brokerage first, with the shared office map above it.
 */
import { z } from 'zod';
import { office, type Office } from '../catalogue/office';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, flag, isYes, optionalText, text, toBackground } from '../elements';
import { officeLinks } from './office_map_component';

export type OfficeListCompactProps = { locale: Locale; background: Background; headline: string | null; offices: Office[]; showMap: boolean };

export const officeListCompactComponent = defineComponent({
  codename: 'office_list_compact_component',
  elements: z.looseObject({
    background_color__options: background().optional(),
    headline: text().optional(),
    offices: officeLinks('Link at least one office to list'),
    hide_map: flag('Hide map').optional(),
  }),
  toProps: (el, ctx): OfficeListCompactProps => ({
    locale: ctx.locale,
    background: toBackground(el.background_color__options),
    headline: optionalText(el.headline),
    offices: linkedProps(ctx, office, 'offices', el.offices.value),
    showMap: !isYes(el.hide_map),
  }),
});
