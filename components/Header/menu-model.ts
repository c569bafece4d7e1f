/**
 * The menu in two parts. The page carries only the bar (spec 2.6: each top-level item's text, link
 * and whether it has a submenu); the panels (groups, yacht and image teasers) come from the site's
 * menu route when the visitor first reaches for the menu, so no page carries them in its HTML.
 * The panels are checked with zod's small build where the browser reads them.
 */
import { z } from 'zod/mini';
import type { MediaItem } from '../../schema/media';
import type { NavGroup, NavLink, Navigation } from '../../schema/navigation/types';
import { MEDIA_QUALITY, mediaUrl, srcSetWidths } from '../ui/media-url';

/** Teasers show small: no variant wider than this is asked for. */
const TEASER_WIDTH = 768;

const dimension = z.nullable(z.number());
const menuImageSchema = z.object({ url: z.string(), alt: z.string(), width: dimension, height: dimension });
/** A link; `external` only when true (most are internal, and the data stays small). */
const menuLinkSchema = z.object({ text: z.string(), href: z.string(), external: z.optional(z.literal(true)) });
const menuGroupSchema = z.object({ heading: z.string(), href: z.nullable(z.string()), links: z.array(menuLinkSchema) });
const menuYachtSchema = z.object({ name: z.string(), href: z.string(), image: z.nullable(menuImageSchema) });
const menuTeaserSchema = z.object({ headline: z.string(), text: z.string(), image: z.nullable(menuImageSchema), cta: z.nullable(menuLinkSchema) });
const menuItemSchema = z.object({
  text: z.string(),
  href: z.string(),
  groups: z.array(menuGroupSchema),
  yachts: z.array(menuYachtSchema),
  teasers: z.array(menuTeaserSchema),
});
/** What the menu route answers: every item with its panel. */
export const menuPanelsSchema = z.object({ items: z.array(menuItemSchema) });

/** The image's DAM url; its variant URLs are made where it is drawn (menuImageSources). */
export type MenuImage = z.output<typeof menuImageSchema>;
export type MenuLink = z.output<typeof menuLinkSchema>;
export type MenuGroup = z.output<typeof menuGroupSchema>;
export type MenuYacht = z.output<typeof menuYachtSchema>;
export type MenuTeaser = z.output<typeof menuTeaserSchema>;
export type MenuItem = z.output<typeof menuItemSchema>;
export type MenuPanels = z.output<typeof menuPanelsSchema>;

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

const image = (media: MediaItem | null): MenuImage | null =>
  media?.isImage ? { url: media.url, alt: media.alt, width: media.width, height: media.height } : null;

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
