/**
 * office_map_component (spec 2.16, 3.8): the offices on a map with the 'Select an office' chooser
 * and a legend telling brokerage offices from crew-network ones (the footer's map, on a page).
 */
import { z } from 'zod';
import { office, officeSummary, type OfficeSummary } from '../catalogue/office';
import type { Background } from '../constants/component-defaults';
import type { Locale } from '../constants/locale';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';

export type OfficeMapProps = { locale: Locale; background: Background; headline: string | null; text: string | null; offices: OfficeSummary[] };

/** Linked offices: at least one, or the map has nothing to show. */
export const officeLinks = (message: string) => linkedItems().extend({ value: z.array(z.string(), { error: message }).min(1, message) });

export const officeMapComponent = defineComponent({
  codename: 'office_map_component',
  elements: z.looseObject({
    background_color__options: background().optional(),
    headline: text().optional(),
    text: text().optional(),
    offices: officeLinks('Link at least one office to show on the map'),
  }),
  toProps: (el, ctx): OfficeMapProps => ({
    locale: ctx.locale,
    background: toBackground(el.background_color__options),
    headline: optionalText(el.headline),
    text: optionalText(el.text),
    offices: linkedProps(ctx, office, 'offices', el.offices.value).map(officeSummary),
  }),
});
