/**
 * office_location_component (spec 2.16, 3.8): one office in full (picture, address, phone, fax,
 * e-mail, opening hours, local time, directions) beside the shared office map centred on it.
 */
import { z } from 'zod';
import { office, type Office } from '../catalogue/office';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';

export type OfficeLocationProps = { locale: Locale; background: Background; headline: string | null; office: Office | null };

export const officeLocationComponent = defineComponent({
  codename: 'office_location_component',
  elements: z.looseObject({
    background_color__options: background().optional(),
    headline: text().optional(),
    office: linkedItems().extend({
      value: z.array(z.string(), { error: 'Link the office to show' }).length(1, 'Link exactly one office'),
    }),
  }),
  toProps: (el, ctx): OfficeLocationProps => ({
    locale: ctx.locale,
    background: toBackground(el.background_color__options),
    headline: optionalText(el.headline),
    office: linkedProps(ctx, office, 'office', el.office.value)[0] ?? null,
  }),
});
