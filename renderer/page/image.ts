/**
 * Spec 4.7 media resolution for a page's social card (spec 2.5): the picture rule itself is
 * schema/page-image.ts, shared with tiles and search records; a page whose media is a video also
 * gets the video for the micro-blog 'player' card and og:video.
 */
import { z } from 'zod';
import type { ContentItem } from '../../schema/kontent';
import { HERO_MEDIA_ELEMENTS, pagePicture } from '../../schema/page-image';

/** The URL only: it is the same in every language (the locale picks the alternative text). */
export const pageImage = (page: ContentItem, components: ContentItem[]): string | null => pagePicture(page.elements, components, 'en')?.url ?? null;

const damList = z.array(z.object({ url: z.string(), type: z.string().optional() }).loose());

/** 'none' when the element holds no media, else the video URL (null for an image). */
const videoOf = (value: unknown): string | null | 'none' => {
  if (typeof value !== 'string' || value.trim() === '') return 'none';
  try {
    const parsed = damList.safeParse(JSON.parse(value));
    const media = parsed.success ? parsed.data[0] : undefined;
    if (!media) return 'none';
    return media.type?.startsWith('video/') ? media.url : null;
  } catch {
    return 'none';
  }
};

/** Spec 2.5: the video URL when the page media (the first source of 4.7 that has one) is a video. */
export const pageVideo = (page: ContentItem, components: ContentItem[]): string | null => {
  for (const own of [page.elements.dam_optional__content?.value, page.elements.overwrite_image?.value]) {
    const video = videoOf(own);
    if (video !== 'none') return video;
  }
  const hero = components.find((c) => c.system.type in HERO_MEDIA_ELEMENTS);
  const element = hero ? HERO_MEDIA_ELEMENTS[hero.system.type] : undefined;
  const video = hero && element ? videoOf(hero.elements[element]?.value) : 'none';
  return video === 'none' ? null : video;
};
