/** numbers_item (spec 3.10): one key figure, e.g. "+ 1,200 yachts sold". */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent } from '../define';
import { background, optionalText, requiredNumber, text, toBackground } from '../elements';

export type NumbersItemProps = {
  prefix: string | null;
  number: number;
  /** The number written for the current locale (1,200 in en, 1.200 in es). */
  formatted: string;
  unit: string | null;
  text: string | null;
  background: Background;
};

export const numbersItem = defineComponent({
  codename: 'numbers_item',
  elements: z.looseObject({
    prefix: text().optional(),
    number: requiredNumber('Number is required'),
    unit: text().optional(),
    text: text().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): NumbersItemProps => ({
    prefix: optionalText(el.prefix),
    number: el.number.value,
    formatted: new Intl.NumberFormat(ctx.locale).format(el.number.value),
    unit: optionalText(el.unit),
    text: optionalText(el.text),
    background: toBackground(el.background_color__options),
  }),
});
