/**
 * Spec 3.6, 7.3, 9.5: the image variants pages ask the media host for. Responsive images list a
 * set of widths at one quality (the browser picks one from `sizes`); yacht pictures use the host's
 * presets, each with its larger sibling for dense screens. Components build their URLs from these
 * lists (components/ui/media-url.ts, components/Lightbox/gallery-media.ts), and the demo seed makes
 * the same variants ahead of the first visitor (tools/content/variants.ts).
 * They are also all the local image CDN makes (schema/media-variant-set.ts).
 */
import type { PageCoverSize } from './constants/component-defaults';
import { MEDIA_IMAGE_WIDTH, MEDIA_PRESET_SIZES, MEDIA_PRESETS, type MediaPreset } from './constants/media';

export const MEDIA_SRCSET_WIDTHS = [480, 768, 1024, 1440, 1920] as const;
/** The widths editorial pictures choose from (components/ui/editorial/Picture.tsx): faces, portraits, tiles. */
export const MEDIA_PICTURE_WIDTHS = [160, 240, 480, 640, 768, 960, 1024, 1440] as const;
export type MediaPictureWidth = (typeof MEDIA_PICTURE_WIDTHS)[number];
export const MEDIA_QUALITY = 75;
/** Spec 9.5: the media host's default request width, the `src` of a responsive image. */
export const MEDIA_DEFAULT_WIDTH = MEDIA_IMAGE_WIDTH;

/**
 * Widths not larger than the original (upscaling adds bytes, not detail), at least one; all of them
 * when the original is unknown. `narrowest`: the fewest CSS pixels the picture ever shows across (a
 * cover band's least height times its shape); a narrower width is never chosen, even at 1x, so it is
 * left out and the page carries one URL fewer.
 */
export const srcSetWidths = (originalWidth: number | null, narrowest = 0): number[] => {
  const held = MEDIA_SRCSET_WIDTHS.filter((w) => originalWidth === null || w <= originalWidth);
  const widths = held.filter((w) => w >= narrowest);
  return widths.length > 0 ? widths : [held.at(-1) ?? MEDIA_SRCSET_WIDTHS[0]];
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

/**
 * Covers seen on a phone held upright (components/ui/cover-sizes.ts): the band shows a narrow slice
 * of a landscape picture, so the host crops it to the band's shape (given w and h it crops to cover,
 * spec 3.6) and the phone no longer downloads and decodes a width it mostly hides.
 */
export const COVER_CROP_ASPECTS = [3 / 4, 1] as const;
export type CoverCropAspect = (typeof COVER_CROP_ASPECTS)[number];
/** The crop's shape (w / h) per cover band: none for the small band, which a phone sees nearly whole. */
export const COVER_CROP_ASPECT: Record<PageCoverSize, CoverCropAspect | null> = { large: 3 / 4, medium: 1, small: null };
/** The crop widths the host makes (schema/media-variant-set.ts); a page lists those from COVER_CROP_LEAST up. */
export const COVER_CROP_WIDTHS = [480, 720, 960, 1200] as const;
const COVER_CROP_MAX = Math.max(...COVER_CROP_WIDTHS);
/**
 * A crop shows only on a screen held upright, in practice a phone at 2x or more, where the band asks
 * for at least 740 device px (66vh of a 560 px band, or a 480 px square): it never picks a narrower
 * crop, so the page leaves it out (a desktop window made tall and narrow at 1x gets the 720 one).
 */
const COVER_CROP_LEAST = 720;
/** The original's largest crop is listed only when this much wider than the widest listed: 1,000 beside 960 is not a size of its own. */
const CROP_STEP = 1.1;

/** A crop's height for its width (w / h is the crop's aspect). */
export const cropHeight = (width: number, aspect: number): number => Math.round(width / aspect);

/**
 * The widths of a crop: those from COVER_CROP_LEAST up the original holds without enlarging, then the
 * largest it holds when that is smaller than the list's last and a step wider than the widest listed.
 */
export const coverCropWidths = (aspect: number, width: number, height: number): number[] => {
  const largest = Math.min(width, Math.floor(height * aspect));
  if (largest < 16) return [];
  const held: number[] = COVER_CROP_WIDTHS.filter((w) => w >= COVER_CROP_LEAST && w <= largest);
  return largest < COVER_CROP_MAX && largest > (held.at(-1) ?? 0) * CROP_STEP ? [...held, largest] : held;
};

/** A cover's crops of a picture, for its band's size. */
export const coverCropVariants = (width: number, height: number, size: PageCoverSize): ImageVariant[] => {
  const aspect = COVER_CROP_ASPECT[size];
  return aspect === null ? [] : coverCropWidths(aspect, width, height).map((w) => ({ w, h: cropHeight(w, aspect), q: MEDIA_QUALITY }));
};
