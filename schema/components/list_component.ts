/**
 * list_component (spec 2.16; 3.10 content flags): a headed list of short entries (list_item: title
 * and text), bulleted or numbered. The spec names the type only: `headline`, `items`, `style`
 * (bullets, numbers; default bullets) and `content_flags` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground, choice, firstChoice } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';
import { listItem, type ListItemProps } from './list_item';

export const LIST_STYLES = ['bullets', 'numbers'] as const;
export type ListStyle = (typeof LIST_STYLES)[number];

export type ListProps = {
  headline: string | null;
  items: ListItemProps[];
  background: Background;
  animated: boolean;
  style: ListStyle;
};

export const listComponent = defineComponent({
  codename: 'list_component',
  elements: z.looseObject({
    headline: text().optional(),
    items: linkedItems(),
    style: choice('List style', LIST_STYLES).optional(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): ListProps => ({
    headline: optionalText(el.headline),
    items: linkedProps(ctx, listItem, 'items', el.items.value),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
    style: firstChoice(el.style, 'bullets'),
  }),
});
