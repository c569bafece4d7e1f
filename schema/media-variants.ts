/**
 * Spec 3.6, 7.3, 9.5: the image variants pages ask the media host for. Responsive images list a
 * set of widths at one quality (the browser picks one from `sizes`); yacht pictures use the host's
 * presets, each with its larger sibling for dense screens. Components build their URLs from these
 * lists (components/ui/media-url.ts, components/Lightbox/gallery-media.ts), and the demo seed makes
 * the same variants ahead of the first visitor (tools/content/variants.ts).
 * They are also all the local image CDN makes (schema/media-variant-set.ts). Covers' crops and the
 * widths a cover band never shows: schema/cover-crops.ts, which only covers' code reads.
 */
import { MEDIA_IMAGE_WIDTH, MEDIA_PRESET_SIZES, MEDIA_PRESETS, type MediaPreset } from './constants/media';

export const MEDIA_SRCSET_WIDTHS = [480, 768, 1024, 1440, 1920] as const;
/** The widths editorial pictures choose from (components/ui/editorial/Picture.tsx): faces, portraits, tiles. */
export const MEDIA_PICTURE_WIDTHS = [160, 240, 480, 640, 768, 960, 1024, 1440] as const;
export type MediaPictureWidth = (typeof MEDIA_PICTURE_WIDTHS)[number];
export const MEDIA_QUALITY = 75;
/** Spec 9.5: the media host's default request width, the `src` of a responsive image. */
export const MEDIA_DEFAULT_WIDTH = MEDIA_IMAGE_WIDTH;

/** Widths not larger than the original (upscaling adds bytes, not detail), at least one; all of them when the original is unknown. */
export const srcSetWidths = (originalWidth: number | null): number[] => {
  const widths = MEDIA_SRCSET_WIDTHS.filter((w) => originalWidth === null || w <= originalWidth);
  return widths.length > 0 ? widths : [MEDIA_SRCSET_WIDTHS[0]];
};

/** The `src` width of a responsive image: the default width, or the original when smaller. */
export const srcWidth = (originalWidth: number | null): number => Math.min(originalWidth ?? MEDIA_DEFAULT_WIDTH, MEDIA_DEFAULT_WIDTH);

/** A preset image and its larger sibling for dense screens (the host crops both to the same aspect). */
export const MEDIA_PRESET_SETS: Record<MediaPreset, readonly MediaPreset[]> = {
  'yacht-thumbnail': ['yacht-thumbnail', 'yacht-thumbnail-large'],
  'yacht-thumbnail-large': ['yacht-thumbnail-large', 'yacht-feature'],
  'yacht-feature': ['yacht-feature'],
};

/** One variant as the media host sizes it: a preset is its width and height. */
export type ImageVariant = { w: number; h?: number; q: number };

/**
 * Every variant a page may ask of an image `originalWidth` wide: as a responsive image, any srcset
 * width (a card whose original width is unknown lists them all) and its `src`; as a yacht picture
 * (`presets`), every preset (cards, gallery thumbs and the lightbox).
 */
export const pageImageVariants = (originalWidth: number, { presets }: { presets: boolean }): ImageVariant[] => {
  const widths = [...new Set([...srcSetWidths(null), srcWidth(originalWidth)])];
  return [...widths.map((w) => ({ w, q: MEDIA_QUALITY })), ...(presets ? MEDIA_PRESETS.map((p) => ({ ...MEDIA_PRESET_SIZES[p], q: MEDIA_QUALITY })) : [])];
};
