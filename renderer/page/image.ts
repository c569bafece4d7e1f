/**
 * Spec 4.7 image resolution for a page's social image and tiles: overwrite_image, then the first
 * hero component's media. A video contributes its poster (spec 2.5).
 */
import { z } from 'zod';
import type { ContentItem } from '../../schema/kontent';

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

export const pageImage = (page: ContentItem, components: ContentItem[]): string | null => {
  const own = firstMediaUrl(page.elements.dam_optional__content?.value) ?? firstMediaUrl(page.elements.overwrite_image?.value);
  if (own) return own;
  const hero = components.find((c) => c.system.type in HERO_MEDIA);
  const element = hero ? HERO_MEDIA[hero.system.type] : undefined;
  return hero && element ? firstMediaUrl(hero.elements[element]?.value) : null;
};
