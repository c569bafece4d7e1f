/**
 * A yacht in a menu's yacht teaser row (spec 2.6, 3.11: rows of 3): its name, profile image and the
 * detail page of each market it is on. Only the elements a teaser shows are read; the yacht type
 * itself (schema/yacht) validates the rest where the yacht is shown in full.
 */
import { z } from 'zod';
import { defineComponent } from '../define';
import { dam, firstMedia, optionalText, requiredText, text } from '../elements';
import type { MediaItem } from '../media';

export type YachtTeaserData = { name: string; image: MediaItem | null; charterHref: string | null; saleHref: string | null };

export const yachtTeaser = defineComponent({
  codename: 'yacht',
  elements: z.looseObject({
    name: requiredText('Yacht name is required'),
    profile_image: dam().optional(),
    url_charter: text().optional(),
    url_sale: text().optional(),
  }),
  toProps: (el, ctx): YachtTeaserData => {
    const charter = optionalText(el.url_charter);
    const sale = optionalText(el.url_sale);
    return {
      name: el.name.value.trim(),
      image: firstMedia(el.profile_image, ctx.locale),
      charterHref: charter ? ctx.href(charter) : null,
      saleHref: sale ? ctx.href(sale) : null,
    };
  },
});

/** A row links every yacht to the market the whole row shares (charter first), so a yacht on both
 * markets opens its charter page from the charter menu and its sale page from the sale menu. */
export const teaserRow = (yachts: readonly YachtTeaserData[]): { name: string; image: MediaItem | null; href: string }[] => {
  const side = yachts.every((y) => y.charterHref) ? 'charter' : 'sale';
  return yachts.flatMap((y) => {
    const href = side === 'charter' ? y.charterHref : (y.saleHref ?? y.charterHref);
    return href ? [{ name: y.name, image: y.image, href }] : [];
  });
};
