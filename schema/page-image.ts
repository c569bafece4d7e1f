/**
 * Spec 4.7: the picture that stands for a page on cards, tiles and in social cards. The first
 * source that exists: dam_optional__content, overwrite_image, then the first hero component of the
 * page (page_cover_component's image_video, image_video_hero_component's media). A video gives its
 * poster (spec 2.5). Yacht and berth heroes take their picture from the yacht's gallery file, which
 * is not part of the item, so a page led by one has its picture from the page's own elements.
 */
import { z } from 'zod';
import type { Locale } from './constants/locale';
import { damValueSchema, toMediaItem } from './media';

export type PagePicture = { url: string; alt: string };

/** What the resolver needs of an item: its type and its raw elements (Delivery API JSON). */
export type ItemLike = { system: { type: string }; elements: Record<string, unknown> };

/** The hero types of spec 4.7 and the element that holds their media. */
export const HERO_MEDIA_ELEMENTS: Readonly<Record<string, string>> = {
  page_cover_component: 'image_video',
  image_video_hero_component: 'media',
};

const damElement = z.object({ value: damValueSchema });

/** The first media item of a DAM element as a picture, or null when empty, invalid or not showable. */
export const firstPicture = (element: unknown, locale: Locale): PagePicture | null => {
  const parsed = damElement.safeParse(element);
  const raw = parsed.success ? parsed.data.value[0] : undefined;
  if (!raw) return null;
  const media = toMediaItem(raw, locale);
  if (media.isImage) return { url: media.url, alt: media.alt };
  return media.isVideo && media.videoPoster ? { url: media.videoPoster, alt: media.alt } : null;
};

/** Spec 4.7 over a page's elements and its components, in page order. */
export const pagePicture = (elements: Record<string, unknown>, components: readonly ItemLike[], locale: Locale): PagePicture | null => {
  const own = firstPicture(elements.dam_optional__content, locale) ?? firstPicture(elements.overwrite_image, locale);
  if (own) return own;
  const hero = components.find((c) => c.system.type in HERO_MEDIA_ELEMENTS);
  const element = hero ? HERO_MEDIA_ELEMENTS[hero.system.type] : undefined;
  return hero && element ? firstPicture(hero.elements[element], locale) : null;
};

const componentList = z.object({ value: z.array(z.string()) });

/** The page's components in order, looked up by codename; missing ones are skipped. */
export const componentsOf = <T extends ItemLike>(elements: Record<string, unknown>, lookup: (codename: string) => T | undefined): T[] => {
  const parsed = componentList.safeParse(elements.components);
  return parsed.success ? parsed.data.value.flatMap((codename) => lookup(codename) ?? []) : [];
};
