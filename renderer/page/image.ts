/**
 * Spec 4.7 image resolution for a page's social image and tiles: overwrite_image, then the first
 * hero component's media. A video contributes its poster (spec 2.5).
 */
import { z } from 'zod';
import type { ContentItem } from '../../schema/kontent';

const damList = z.array(
  z.object({ url: z.string(), type: z.string().optional(), videoPoster: z.string().nullable().optional() }).loose(),
);

type FirstMedia = { image: string | null; video: string | null };
const NONE: FirstMedia = { image: null, video: null };

const firstMedia = (value: unknown): FirstMedia => {
  if (typeof value !== 'string' || value.trim() === '') return NONE;
  try {
    const parsed = damList.safeParse(JSON.parse(value));
    const media = parsed.success ? parsed.data[0] : undefined;
    if (!media) return NONE;
    return media.type?.startsWith('video/') ? { image: media.videoPoster ?? null, video: media.url } : { image: media.url, video: null };
  } catch {
    return NONE;
  }
};

const HERO_MEDIA: Record<string, string> = {
  page_cover_component: 'image_video',
  image_video_hero_component: 'media',
};

/** The page media of spec 3.1 (pageMedia): the first source of 4.7 that has one. */
export const pageMedia = (page: ContentItem, components: ContentItem[]): FirstMedia => {
  for (const own of [page.elements.dam_optional__content?.value, page.elements.overwrite_image?.value]) {
    const media = firstMedia(own);
    if (media.image || media.video) return media;
  }
  const hero = components.find((c) => c.system.type in HERO_MEDIA);
  const element = hero ? HERO_MEDIA[hero.system.type] : undefined;
  return hero && element ? firstMedia(hero.elements[element]?.value) : NONE;
};

/** The social image: an image, or a video's poster. */
export const pageImage = (page: ContentItem, components: ContentItem[]): string | null => pageMedia(page, components).image;

/** Spec 2.5: the video URL when the page media is a video (the micro-blog 'player' card and og:video). */
export const pageVideo = (page: ContentItem, components: ContentItem[]): string | null => pageMedia(page, components).video;
