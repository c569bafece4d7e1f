/** big_numbers_component: large key figures with an introduction. */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, richText, text, toBackground } from '../elements';
import { toOptionalRichText, type RichTextValue } from '../rich-text';
import { numbersItem, type NumbersItemProps } from './numbers_item';

export type BigNumbersProps = {
  headline: string | null;
  text: RichTextValue | null;
  items: NumbersItemProps[];
  background: Background;
};

export const bigNumbersComponent = defineComponent({
  codename: 'big_numbers_component',
  elements: z.looseObject({
    headline: text().optional(),
    text: richText().optional(),
    items: linkedItems().optional(),
    background_color__options: background().optional(),
  }),
  toProps: (el, ctx): BigNumbersProps => ({
    headline: optionalText(el.headline),
    text: toOptionalRichText(el.text),
    items: linkedProps(ctx, numbersItem, 'items', el.items?.value ?? []),
    background: toBackground(el.background_color__options),
  }),
});
