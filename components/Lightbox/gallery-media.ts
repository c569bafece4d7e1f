/**
 * Gallery pictures through the media host's presets (spec 3.6, 9.5): yacht-thumbnail for thumbs,
 * yacht-thumbnail-large between, and yacht-feature at w=1440, h=900 for the lightbox. The widths
 * are the presets' own, so the browser can choose one from `sizes`.
 */
import { MEDIA_IMAGE_HEIGHT, MEDIA_IMAGE_WIDTH, type MediaPreset } from '../../schema/constants/media';
import type { MediaItem } from '../../schema/media';
import type { LightboxPicture } from '../../schema/yacht/gallery-response';
import { mediaUrl } from '../ui/media-url';

/** The width each preset delivers (the media host crops to its box). */
const PRESET_WIDTHS: Record<MediaPreset, number> = { 'yacht-thumbnail': 480, 'yacht-thumbnail-large': 960, 'yacht-feature': MEDIA_IMAGE_WIDTH };

export const featureUrl = (url: string): string => mediaUrl(url, { p: 'yacht-feature', w: MEDIA_IMAGE_WIDTH, h: MEDIA_IMAGE_HEIGHT });
export const thumbnailUrl = (url: string): string => mediaUrl(url, { p: 'yacht-thumbnail' });

/** The gallery presets from smallest to largest; a thumbnail drawn small stops before the lightbox's own. */
const GALLERY_PRESETS = ['yacht-thumbnail', 'yacht-thumbnail-large', 'yacht-feature'] as const satisfies readonly MediaPreset[];
export type GalleryPreset = (typeof GALLERY_PRESETS)[number];

export const presetSrcSet = (url: string, largest: GalleryPreset = 'yacht-feature'): string =>
  GALLERY_PRESETS.slice(0, GALLERY_PRESETS.indexOf(largest) + 1)
    .map((preset) => `${preset === 'yacht-feature' ? featureUrl(url) : mediaUrl(url, { p: preset })} ${PRESET_WIDTHS[preset]}w`)
    .join(', ');

/** One picture as the lightbox shows it (schema/yacht/gallery-response.ts): plain data for the browser island. */
export type LightboxItem = LightboxPicture;

/** A caption the picture lacks is left out, not sent as null: every key is paid twice, in the props and their payload. */
export const lightboxItem = (media: MediaItem, section: string): LightboxItem => ({
  src: featureUrl(media.url),
  alt: media.alt,
  ...(media.title ? { title: media.title } : {}),
  // A description that repeats the title adds nothing under the picture.
  ...(media.description && media.description !== media.title ? { description: media.description } : {}),
  section,
});
