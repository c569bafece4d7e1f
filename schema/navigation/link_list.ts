/** link_list (spec 3.11): a footer link list, a headline and its links. */
import { z } from 'zod';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, requiredText } from '../elements';
import { linkItem } from './link_item';
import type { NavLink } from './types';

export const linkList = defineComponent({
  codename: 'link_list',
  elements: z.looseObject({
    headline: requiredText('Link list headline is required'),
    links: linkedItems().optional(),
  }),
  toProps: (el, ctx): { headline: string; links: NavLink[] } => ({
    headline: el.headline.value.trim(),
    links: linkedProps(ctx, linkItem, 'links', el.links?.value ?? []),
  }),
});
