/**
 * The `partner` content type: a company the brokerage works with. From spec 3.10 ('Partner:
 * websiteUrl, logo'): `website_url` and `logo` (a DAM image). Modelled beyond the spec, as an
 * editor fills them in: `name` (also the logo's link text when the logo has no alt text),
 * `description`, `category` and `display_order`.
 */
import { z } from 'zod';
import { defineComponent } from '../define';
import { dam, firstMedia, multipleChoice, number, optionalText, requiredText, text } from '../elements';
import { externalHref } from '../links';
import type { MediaItem } from '../media';

export type Partner = {
  itemId: string;
  name: string;
  /** The partner's own site: always external (spec 2.14). */
  href: string;
  logo: MediaItem | null;
  description: string | null;
};

export const partner = defineComponent({
  codename: 'partner',
  elements: z.looseObject({
    name: requiredText('The partner name is required'),
    website_url: text().extend({
      value: z.string().regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, "Website URL must be a full address starting with 'https://'"),
    }),
    logo: dam().optional(),
    description: text().optional(),
    category: multipleChoice().optional(),
    display_order: number().optional(),
  }),
  toProps: (el, ctx): Partner => ({
    itemId: ctx.item.id,
    name: el.name.value.trim(),
    href: externalHref(el.website_url.value.trim()),
    logo: firstMedia(el.logo, ctx.locale),
    description: optionalText(el.description),
  }),
});
