/** link_item (spec 3.11): a text and a url, used by menu groups, footer lists and legal links. */
import { z } from 'zod';
import { defineComponent } from '../define';
import { requiredText } from '../elements';
import { navLink } from './nav-link';
import type { NavLink } from './types';

export const linkItem = defineComponent({
  codename: 'link_item',
  elements: z.looseObject({
    text: requiredText('Link text is required'),
    url: requiredText('Link url is required: a path such as /about or a full https:// address'),
  }),
  toProps: (el, ctx): NavLink => navLink(el.text.value.trim(), el.url.value.trim(), ctx),
});
