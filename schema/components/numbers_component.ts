/** numbers_component (spec 3.10, 9.6): a row of key figures. */
import { z } from 'zod';
import { NUMBERS_DEFAULTS, NUMBERS_STYLES, type Background, type NumbersStyle } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, choice, firstChoice, linkedItems, optionalText, text, toBackground } from '../elements';
import { numbersItem, type NumbersItemProps } from './numbers_item';

export type NumbersProps = {
  headline: string | null;
  style: NumbersStyle;
  items: NumbersItemProps[];
  background: Background;
};

export const numbersComponent = defineComponent({
  codename: 'numbers_component',
  elements: z.looseObject({
    headline: text().optional(),
    style: choice('Style', NUMBERS_STYLES).optional(),
    items: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): NumbersProps => ({
    headline: optionalText(el.headline),
    style: firstChoice(el.style, NUMBERS_DEFAULTS.style),
    items: linkedProps(ctx, numbersItem, 'items', el.items?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
