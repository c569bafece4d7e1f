/**
 * Spec 4.7 media resolution for a page's social card (spec 2.5): the picture rule itself is
 * schema/page-image.ts, shared with tiles and search records; a hero slider stands for its first
 * slide; a page whose media is a video also gets the video for the micro-blog 'player' card and
 * og:video.
 */
import { z } from 'zod';
import type { ContentItem, LinkedItems } from '../../schema/kontent';
import { HERO_MEDIA_ELEMENTS, pagePicture } from '../../schema/page-image';

/** A hero slider stands for its first slide, an image_video_hero_component item. */
const firstSlide = (slider: ContentItem, linked: LinkedItems): ContentItem | undefined => {
  const slides = z.array(z.string()).safeParse(slider.elements.slides?.value);
  const first = slides.success ? slides.data[0] : undefined;
  return first ? linked[first] : undefined;
};

const withSlides = (components: ContentItem[], linked: LinkedItems): ContentItem[] => components.map((c) => (c.system.type === 'hero_slider_component' ? (firstSlide(c, linked) ?? c) : c));

/** The URL only: it is the same in every language (the locale picks the alternative text). */
export const pageImage = (page: ContentItem, components: ContentItem[], linked: LinkedItems = {}): string | null => pagePicture(page.elements, withSlides(components, linked), 'en')?.url ?? null;

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
export const pageVideo = (page: ContentItem, components: ContentItem[], linked: LinkedItems = {}): string | null => {
  for (const own of [page.elements.dam_optional__content?.value, page.elements.overwrite_image?.value]) {
    const video = videoOf(own);
    if (video !== 'none') return video;
  }
  const hero = withSlides(components, linked).find((c) => c.system.type in HERO_MEDIA_ELEMENTS);
  const element = hero ? HERO_MEDIA_ELEMENTS[hero.system.type] : undefined;
  const video = hero && element ? videoOf(hero.elements[element]?.value) : 'none';
  return video === 'none' ? null : video;
};
