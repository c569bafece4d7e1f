/**
 * Spec 4.7 image resolution for a page's social image and tiles: overwrite_image, then the first
 * hero component's media (a hero slider's first slide). A video contributes its poster (spec 2.5).
 */
import { z } from 'zod';
import type { ContentItem, LinkedItems } from '../../schema/kontent';

const damList = z.array(
  z.object({ url: z.string(), type: z.string().optional(), videoPoster: z.string().nullable().optional() }).loose(),
);

const firstMediaUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const parsed = damList.safeParse(JSON.parse(value));
    const media = parsed.success ? parsed.data[0] : undefined;
    if (!media) return null;
    return media.type?.startsWith('video/') ? (media.videoPoster ?? null) : media.url;
  } catch {
    return null;
  }
};

const HERO_MEDIA: Record<string, string> = {
  page_cover_component: 'image_video',
  image_video_hero_component: 'media',
};

/** A hero slider stands for its first slide, an image_video_hero_component item. */
const firstSlide = (slider: ContentItem, linked: LinkedItems): ContentItem | undefined => {
  const slides = z.array(z.string()).safeParse(slider.elements.slides?.value);
  const first = slides.success ? slides.data[0] : undefined;
  return first ? linked[first] : undefined;
};

export const pageImage = (page: ContentItem, components: ContentItem[], linked: LinkedItems = {}): string | null => {
  const own = firstMediaUrl(page.elements.dam_optional__content?.value) ?? firstMediaUrl(page.elements.overwrite_image?.value);
  if (own) return own;
  const heroes = components.map((c) => (c.system.type === 'hero_slider_component' ? (firstSlide(c, linked) ?? c) : c));
  const hero = heroes.find((c) => c.system.type in HERO_MEDIA);
  const element = hero ? HERO_MEDIA[hero.system.type] : undefined;
  return hero && element ? firstMediaUrl(hero.elements[element]?.value) : null;
};
