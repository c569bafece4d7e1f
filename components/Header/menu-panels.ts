/**
 * The shape of the menu route's answer (spec 2.6 panels), checked with zod's small build where the
 * browser reads it. Its own module so that the page's script does not carry zod: the menu loads it
 * together with the panels, the first time the visitor reaches for the menu.
 */
import { z } from 'zod/mini';

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
