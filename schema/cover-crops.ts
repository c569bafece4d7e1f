/**
 * Spec 3.6, 5: the pictures of cover bands (page covers, image-video heroes, hero slides): the crops
 * a phone held upright is sent, and the widths a band never shows. Apart from schema/media-variants.ts
 * because only covers' code reads it: the lists every page's first-load script carries stay as small.
 */
import type { PageCoverSize } from './constants/component-defaults';
import { MEDIA_QUALITY, srcSetWidths, type ImageVariant } from './media-variants';

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
 * for at least 840 device px (a large band's 3:4 crop at its least 560 px high) or 960 (a medium
 * band's 480 px square): between 720 and 960 it picks 960, so the page lists nothing narrower (a
 * desktop window made tall and narrow at 1x gets the 960 one).
 */
const COVER_CROP_LEAST = 960;
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

/**
 * A cover picture's srcset widths: `narrowest` is the fewest CSS pixels its band ever shows it across
 * (the band's least height times the picture's shape, components/ui/cover-sizes.ts); a narrower width
 * is never chosen, even at 1x, so it is left out and the page carries one URL fewer.
 */
export const coverSrcSetWidths = (originalWidth: number | null, narrowest: number): number[] => {
  const held = srcSetWidths(originalWidth);
  const shown = held.filter((w) => w >= narrowest);
  return shown.length > 0 ? shown : held.slice(-1);
};
