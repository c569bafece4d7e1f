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
