/**
 * horizontal_list_component (spec 2.16; 3.10 content flags): short entries side by side (a row that
 * scrolls sideways on phones), each a list_item with an optional picture and link. The spec names
 * the type only: `headline`, `items` and `content_flags` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';
import { listItem, type ListItemProps } from './list_item';

export type HorizontalListProps = {
  headline: string | null;
  items: ListItemProps[];
  background: Background;
  animated: boolean;
};

export const horizontalListComponent = defineComponent({
  codename: 'horizontal_list_component',
  elements: z.looseObject({
    headline: text().optional(),
    items: linkedItems(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): HorizontalListProps => ({
    headline: optionalText(el.headline),
    items: linkedProps(ctx, listItem, 'items', el.items.value),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
