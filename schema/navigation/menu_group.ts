/** menu_group (spec 3.11): a group heading, its optional link and the group's links. */
import { z } from 'zod';
import { defineComponent, linkedProps } from '../define';
import { linkedItems, optionalText, requiredText, text } from '../elements';
import { linkItem } from './link_item';
import { navLink } from './nav-link';
import type { NavGroup } from './types';

export const menuGroup = defineComponent({
  codename: 'menu_group',
  elements: z.looseObject({
    group_heading: requiredText('Group heading is required'),
    group_heading_url: text().optional(),
    group_links: linkedItems().optional(),
  }),
  toProps: (el, ctx): NavGroup => {
    const url = optionalText(el.group_heading_url);
    return {
      heading: el.group_heading.value.trim(),
      href: url ? navLink(el.group_heading.value, url, ctx).href : null,
      links: linkedProps(ctx, linkItem, 'group_links', el.group_links?.value ?? []),
    };
  },
});
