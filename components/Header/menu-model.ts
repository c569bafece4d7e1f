/**
 * The menu in two parts. The page carries only the bar (spec 2.6: each top-level item's text, link
 * and whether it has a submenu); the panels (groups, yacht and image teasers) come from the site's
 * menu route when the visitor first reaches for the menu, so no page carries them in its HTML.
 * The panels are checked where the browser reads them (menu-panels.ts, loaded with the panels).
 */
import type { MediaItem } from '../../schema/media';
import type { NavGroup, NavLink, Navigation } from '../../schema/navigation/types';
import { MEDIA_QUALITY, mediaUrl, srcSetWidths } from '../ui/media-url';
import type { MenuImage, MenuLink, MenuGroup, MenuPanels } from './menu-panels';

export type { MenuImage, MenuLink, MenuGroup, MenuYacht, MenuTeaser, MenuItem, MenuPanels } from './menu-panels';

/** Teasers show small: no variant wider than this is asked for. */
const TEASER_WIDTH = 768;

export type MenuBarItem = { text: string; href: string; hasSubmenu: boolean };
/** What the page carries: the bar, the enquiry link and where the panels are fetched from. */
export type MenuBar = { items: MenuBarItem[]; enquiry: MenuLink; panelsUrl: string };

export const menuImageSources = (image: MenuImage): { src: string; srcSet: string } => ({
  src: mediaUrl(image.url, { w: Math.min(image.width ?? TEASER_WIDTH, TEASER_WIDTH), q: MEDIA_QUALITY }),
  srcSet: srcSetWidths(image.width)
    .filter((w) => w <= TEASER_WIDTH)
    .map((w) => `${mediaUrl(image.url, { w, q: MEDIA_QUALITY })} ${w}w`)
    .join(', '),
});

const link = ({ text, href, external }: NavLink): MenuLink => (external ? { text, href, external } : { text, href });
const group = ({ heading, href, links }: NavGroup): MenuGroup => ({ heading, href, links: links.map(link) });

const image = (media: MediaItem | null): MenuImage | null => (media?.isImage ? { url: media.url, alt: media.alt, width: media.width, height: media.height } : null);

export const toMenuPanels = (navigation: Navigation): MenuPanels => ({
  items: navigation.items.map((item) => ({
    text: item.text,
    href: item.href,
    groups: item.groups.map(group),
    yachts: item.yachts.map((yacht) => ({ name: yacht.name, href: yacht.href, image: image(yacht.image) })),
    teasers: item.teasers.map((teaser) => ({ headline: teaser.headline, text: teaser.text, cta: teaser.cta && link(teaser.cta), image: image(teaser.image) })),
  })),
});

export const toMenuBar = (navigation: Navigation, panelsUrl: string): MenuBar => ({
  enquiry: link(navigation.enquiry),
  panelsUrl,
  items: navigation.items.map((item) => ({
    text: item.text,
    href: item.href,
    hasSubmenu: item.groups.length > 0 || item.teasers.length > 0 || item.yachts.length > 0,
  })),
});
