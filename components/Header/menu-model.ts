/**
 * The menu as the header island receives it: the navigation of spec 3.11 with each image reduced
 * to what an `<img>` needs, so the page's RSC payload carries the menu as small data once.
 */
import type { MediaItem } from '../../schema/media';
import type { NavGroup, NavLink, Navigation } from '../../schema/navigation/types';
import { MEDIA_QUALITY, mediaUrl, srcSetWidths } from '../ui/media-url';

/** Teasers show small: no variant wider than this is asked for. */
const TEASER_WIDTH = 768;

/** The image's DAM url; its variant URLs are made where it is drawn (menuImageSources). */
export type MenuImage = { url: string; alt: string; width: number | null; height: number | null };

export const menuImageSources = (image: MenuImage): { src: string; srcSet: string } => ({
  src: mediaUrl(image.url, { w: Math.min(image.width ?? TEASER_WIDTH, TEASER_WIDTH), q: MEDIA_QUALITY }),
  srcSet: srcSetWidths(image.width)
    .filter((w) => w <= TEASER_WIDTH)
    .map((w) => `${mediaUrl(image.url, { w, q: MEDIA_QUALITY })} ${w}w`)
    .join(', '),
});
/** A link; `external` only when true (most are internal, and the payload stays small). */
export type MenuLink = { text: string; href: string; external?: true };
export type MenuGroup = { heading: string; href: string | null; links: MenuLink[] };
export type MenuYacht = { name: string; href: string; image: MenuImage | null };
export type MenuTeaser = { headline: string; text: string; image: MenuImage | null; cta: MenuLink | null };
export type MenuItem = { text: string; href: string; groups: MenuGroup[]; yachts: MenuYacht[]; teasers: MenuTeaser[] };
export type MenuModel = { items: MenuItem[]; enquiry: MenuLink };

const link = ({ text, href, external }: NavLink): MenuLink => (external ? { text, href, external } : { text, href });
const group = ({ heading, href, links }: NavGroup): MenuGroup => ({ heading, href, links: links.map(link) });

const image = (media: MediaItem | null): MenuImage | null =>
  media?.isImage
    ? {
        url: media.url,
        alt: media.alt,
        width: media.width,
        height: media.height,
      }
    : null;

export const toMenuModel = (navigation: Navigation): MenuModel => ({
  enquiry: link(navigation.enquiry),
  items: navigation.items.map((item) => ({
    text: item.text,
    href: item.href,
    groups: item.groups.map(group),
    yachts: item.yachts.map((yacht) => ({ name: yacht.name, href: yacht.href, image: image(yacht.image) })),
    teasers: item.teasers.map((teaser) => ({ headline: teaser.headline, text: teaser.text, cta: teaser.cta && link(teaser.cta), image: image(teaser.image) })),
  })),
});
