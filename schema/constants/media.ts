/** Spec 3.6 and 9.5: media host image requests. */
export const MEDIA_IMAGE_WIDTH = 1440;
export const MEDIA_IMAGE_HEIGHT = 900;
export const MEDIA_PRESETS = ['yacht-thumbnail', 'yacht-thumbnail-large', 'yacht-feature'] as const;
export type MediaPreset = (typeof MEDIA_PRESETS)[number];
