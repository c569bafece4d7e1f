/** Spec 3.6 and 9.5: media host image requests. */
export const MEDIA_IMAGE_WIDTH = 1440;
export const MEDIA_IMAGE_HEIGHT = 900;
export const MEDIA_PRESETS = ['yacht-thumbnail', 'yacht-thumbnail-large', 'yacht-feature'] as const;
export type MediaPreset = (typeof MEDIA_PRESETS)[number];
/** The size each preset delivers (the media host crops to cover). */
export const MEDIA_PRESET_SIZES: Record<MediaPreset, { w: number; h: number }> = {
  'yacht-thumbnail': { w: 480, h: 320 },
  'yacht-thumbnail-large': { w: 960, h: 640 },
  'yacht-feature': { w: 1440, h: 900 },
};
/** Spec 2.5, 9.5: the social images, cropped to cover and sent as JPEG at quality 65. */
export const SOCIAL_IMAGE_QUALITY = 65;
export const OG_IMAGE_SIZE = { w: 1200, h: 630 } as const;
export const MICROBLOG_IMAGE_SIZE = { w: 1200, h: 675 } as const;
