/**
 * three_in_one_component (spec 2.16; 9.6 three-in-one link default '#'; 3.10 content flags): three
 * tiles side by side, each a list_item with a picture, title, text and link (an entry whose link is
 * the default '#' is not a link). The spec gives only the link default: `headline`, `items` (the
 * first three are shown) and `content_flags` are modelled as Kontent.ai would.
 */
import { z } from 'zod';
import type { Background } from '../constants/component-defaults';
import { defineComponent, linkedProps } from '../define';
import { background, linkedItems, optionalText, text, toBackground } from '../elements';
import { contentFlags, toContentFlags } from './content-flags';
import { listItem, type ListItemProps } from './list_item';

/** The tiles a three-in-one shows. */
export const THREE_IN_ONE_MAX = 3;

export type ThreeInOneProps = {
  headline: string | null;
  items: ListItemProps[];
  background: Background;
  animated: boolean;
};

export const threeInOneComponent = defineComponent({
  codename: 'three_in_one_component',
  elements: z.looseObject({
    headline: text().optional(),
    items: linkedItems(),
    background_color__options: background().optional(),
    content_flags: contentFlags().optional(),
  }),
  toProps: (el, ctx): ThreeInOneProps => ({
    headline: optionalText(el.headline),
    items: linkedProps(ctx, listItem, 'items', el.items.value.slice(0, THREE_IN_ONE_MAX)),
    background: toBackground(el.background_color__options),
    animated: toContentFlags(el.content_flags).animated,
  }),
});
