/**
 * office_list_compact_component (spec 2.16, 3.8): the offices as a compact list (name, address,
 * phone, e-mail, local time), grouped brokerage first, with the shared office map above it.
 */
import { z } from 'zod';
import { office, type Office } from '../catalogue/office';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { flag, isYes, optionalText, text } from '../elements';
import { officeLinks } from './office_map_component';

export type OfficeListCompactProps = { locale: Locale; headline: string | null; offices: Office[]; showMap: boolean };

export const officeListCompactComponent = defineComponent({
  codename: 'office_list_compact_component',
  elements: z.looseObject({
    headline: text().optional(),
    offices: officeLinks('Link at least one office to list'),
    hide_map: flag('Hide map').optional(),
  }),
  toProps: (el, ctx): OfficeListCompactProps => ({
    locale: ctx.locale,
    headline: optionalText(el.headline),
    offices: linkedProps(ctx, office, 'offices', el.offices.value),
    showMap: !isYes(el.hide_map),
  }),
});
