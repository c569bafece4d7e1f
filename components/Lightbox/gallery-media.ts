/**
 * Gallery pictures through the media host's presets (spec 3.6, 9.5): yacht-thumbnail for thumbs,
 * yacht-thumbnail-large between, and yacht-feature at w=1440, h=900 for the lightbox. The widths
 * are the presets' own, so the browser can choose one from `sizes`.
 */
import { MEDIA_IMAGE_HEIGHT, MEDIA_IMAGE_WIDTH, type MediaPreset } from '../../schema/constants/media';
import type { MediaItem } from '../../schema/media';
import { mediaUrl } from '../ui/media-url';

/** The width each preset delivers (the media host crops to its box). */
const PRESET_WIDTHS: Record<MediaPreset, number> = { 'yacht-thumbnail': 480, 'yacht-thumbnail-large': 960, 'yacht-feature': MEDIA_IMAGE_WIDTH };

export const featureUrl = (url: string): string => mediaUrl(url, { p: 'yacht-feature', w: MEDIA_IMAGE_WIDTH, h: MEDIA_IMAGE_HEIGHT });
export const thumbnailUrl = (url: string): string => mediaUrl(url, { p: 'yacht-thumbnail' });

export const presetSrcSet = (url: string): string =>
  [
    `${thumbnailUrl(url)} ${PRESET_WIDTHS['yacht-thumbnail']}w`,
    `${mediaUrl(url, { p: 'yacht-thumbnail-large' })} ${PRESET_WIDTHS['yacht-thumbnail-large']}w`,
    `${featureUrl(url)} ${PRESET_WIDTHS['yacht-feature']}w`,
  ].join(', ');

/** One picture as the lightbox shows it: plain data, passed to the browser island. */
export type LightboxItem = {
  src: string;
  alt: string;
  /** Spec 3.6: the media item's title and description. */
  title: string | null;
  description: string | null;
  section: string;
};

export const lightboxItem = (media: MediaItem, section: string): LightboxItem => ({
  src: featureUrl(media.url),
  alt: media.alt,
  title: media.title,
  // A description that repeats the title adds nothing under the picture.
  description: media.description && media.description !== media.title ? media.description : null,
  section,
});
