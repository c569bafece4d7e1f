/**
 * slider_quote_component (spec 2.16; each slide is a quote of 3.10): quotes of staff and clients,
 * one at a time. Element names are this content model's: title, quotes (linked
 * quote_people_component items) and the background of spec 3.2.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { quotePeopleComponent, type QuotePeopleProps } from './quote_people_component';

export type SliderQuoteProps = { title: string | null; quotes: QuotePeopleProps[]; background: Background };

export const sliderQuoteComponent = defineComponent({
  codename: 'slider_quote_component',
  elements: z.looseObject({
    title: text().optional(),
    quotes: linkedItems(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): SliderQuoteProps => ({
    title: optionalText(el.title),
    quotes: linkedProps(ctx, quotePeopleComponent, 'quotes', el.quotes.value),
    background: toBackground(el.background_color__options),
  }),
});
