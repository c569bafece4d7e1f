/**
 * The menu as the header island receives it: the navigation of spec 3.11 with each image reduced
 * to what an `<img>` needs, so the page's RSC payload carries the menu as small data once.
 */
import type { MediaItem } from '../../schema/media';
import type { NavGroup, NavLink, Navigation } from '../../schema/navigation/types';
import { MEDIA_QUALITY, mediaUrl, srcSetWidths } from '../ui/media-url';

/** Teasers show small: no variant wider than this is asked for. */
const TEASER_WIDTH = 768;

export type MenuImage = { src: string; srcSet: string; alt: string; width: number | null; height: number | null };
export type MenuYacht = { name: string; href: string; image: MenuImage | null };
export type MenuTeaser = { headline: string; text: string; image: MenuImage | null; cta: NavLink | null };
export type MenuItem = { text: string; href: string; groups: NavGroup[]; yachts: MenuYacht[]; teasers: MenuTeaser[] };
export type MenuModel = { items: MenuItem[]; enquiry: NavLink };

const image = (media: MediaItem | null): MenuImage | null =>
  media?.isImage
    ? {
        src: mediaUrl(media.url, { w: Math.min(media.width ?? TEASER_WIDTH, TEASER_WIDTH), q: MEDIA_QUALITY }),
        srcSet: srcSetWidths(media.width)
          .filter((w) => w <= TEASER_WIDTH)
          .map((w) => `${mediaUrl(media.url, { w, q: MEDIA_QUALITY })} ${w}w`)
          .join(', '),
        alt: media.alt,
        width: media.width,
        height: media.height,
      }
    : null;

export const toMenuModel = (navigation: Navigation): MenuModel => ({
  enquiry: navigation.enquiry,
  items: navigation.items.map((item) => ({
    text: item.text,
    href: item.href,
    groups: item.groups,
    yachts: item.yachts.map((yacht) => ({ name: yacht.name, href: yacht.href, image: image(yacht.image) })),
    teasers: item.teasers.map((teaser) => ({ headline: teaser.headline, text: teaser.text, cta: teaser.cta, image: image(teaser.image) })),
  })),
});
