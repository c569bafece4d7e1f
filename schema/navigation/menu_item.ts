/** menu_item (spec 2.6, 3.11): a top item of the main menu with its mega-menu groups, yacht teasers and image teasers. */
import { z } from 'zod';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, requiredText } from '../elements';
import { imageTeaser } from './image_teaser';
import { menuGroup } from './menu_group';
import { teaserRow, yachtTeaser } from './yacht_teaser';
import { navLink } from './nav-link';
import type { NavItem } from './types';

export const menuItem = defineComponent({
  codename: 'menu_item',
  elements: z.looseObject({
    text: requiredText('Menu item text is required'),
    url: requiredText('Menu item url is required'),
    sub_menu_items: linkedItems().optional(),
    yacht_teasers: linkedItems().optional(),
    image_teasers: linkedItems().optional(),
  }),
  toProps: (el, ctx): NavItem => {
    const { text, href } = navLink(el.text.value.trim(), el.url.value.trim(), ctx);
    return {
      text,
      href,
      groups: linkedProps(ctx, menuGroup, 'sub_menu_items', el.sub_menu_items?.value ?? []),
      teasers: linkedProps(ctx, imageTeaser, 'image_teasers', el.image_teasers?.value ?? []),
      yachts: teaserRow(linkedProps(ctx, yachtTeaser, 'yacht_teasers', el.yacht_teasers?.value ?? [])),
    };
  },
});
