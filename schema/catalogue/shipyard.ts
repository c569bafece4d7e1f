/**
 * The `shipyard` content type: a yard that builds the yachts the brokerage sells. From spec 3.10
 * ('Shipyard: damImage, shipyardName, shipyardCountry, description, ctaLinkText'): `dam_image`,
 * `shipyard_name`, `shipyard_country`, `description` and `cta_link_text`. Modelled beyond the
 * spec, as an editor fills them in: `page` (the yard's own page, which the CTA opens), `city` and
 * `founded`.
 */
import { z } from 'zod';
import { defineComponent } from '../define';
import { dam, firstMedia, linkedItems, number, optionalText, requiredText, richText, text } from '../elements';
import { linkedPageHref } from '../linked-page';
import type { MediaItem } from '../media';
import { toOptionalRichText, type RichTextValue } from '../rich-text';

export type Shipyard = {
  itemId: string;
  name: string;
  country: string | null;
  city: string | null;
  image: MediaItem | null;
  description: RichTextValue | null;
  /** The CTA to the yard's page; null without a page or words. */
  cta: { text: string; href: string } | null;
};

export const shipyard = defineComponent({
  codename: 'shipyard',
  elements: z.looseObject({
    shipyard_name: requiredText('The shipyard name is required'),
    shipyard_country: text().optional(),
    city: text().optional(),
    founded: number().optional(),
    description: richText().optional(),
    dam_image: dam().optional(),
    cta_link_text: text().optional(),
    page: linkedItems().optional(),
  }),
  toProps: (el, ctx): Shipyard => {
    const href = linkedPageHref(ctx, 'page', el.page?.value[0], 'the link is not shown');
    const words = optionalText(el.cta_link_text);
    return {
      itemId: ctx.item.id,
      name: el.shipyard_name.value.trim(),
      country: optionalText(el.shipyard_country),
      city: optionalText(el.city),
      image: firstMedia(el.dam_image, ctx.locale),
      description: toOptionalRichText(el.description),
      cta: href && words ? { text: words, href } : null,
    };
  },
});
