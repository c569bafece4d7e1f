/**
 * How wide a cover's picture shows (its `sizes`): page covers, image-video heroes and hero slides,
 * full-bleed bands in the heights of site/app/styles/page-cover.css. The band crops the picture to
 * cover it, so where the band is taller than the screen's width holds, the picture is wider than the
 * screen: asking for 100vw there gave a phone a picture it enlarged two to three times.
 */
import type { PageCoverSize } from '../../schema/constants/component-defaults';
import { BREAKPOINTS } from '../../schema/constants/layout';
import { COVER_CROP_ASPECT } from '../../schema/cover-crops';
import type { MediaSource, PictureCrop } from './Media';

/** The band's heights in page-cover.css: below `md`, and from `md` on; large is 88% of the screen's height. */
const BAND_HEIGHTS: Record<Exclude<PageCoverSize, 'large'>, readonly [number, number]> = { small: [360, 440], medium: [480, 620] };
const LARGE_SHARE = 0.88;
/** A large band's least height (its min-height in page-cover.css). */
const LARGE_LEAST_HEIGHT = 560;
const LANDSCAPE = 16 / 10;

const pictureAspect = ({ width, height }: Pick<MediaSource, 'width' | 'height'>): number => (width && height ? width / height : LANDSCAPE);

export const coverSizes = (size: PageCoverSize, aspect: number): string => {
  // A large band is height-bound on screens narrower than its picture at 88% of their height.
  if (size === 'large') return `(max-aspect-ratio: ${Math.round(LARGE_SHARE * aspect * 100)}/100) ${Math.ceil(LARGE_SHARE * 100 * aspect)}vh, 100vw`;
  const [phone, wide] = BAND_HEIGHTS[size].map((height) => Math.ceil(height * aspect));
  return [...(phone ? [`(max-width: ${Math.min(phone, BREAKPOINTS.md) - 1}px) ${phone}px`] : []), ...(wide && wide > BREAKPOINTS.md ? [`(max-width: ${wide - 1}px) ${wide}px`] : []), '100vw'].join(
    ', ',
  );
};

/**
 * A phone held upright sees a slice of a landscape cover: the band is narrower than its picture, so
 * the picture's middle is asked for, cropped to the band's shape by the host, where the band is no
 * wider than that shape. A picture already that narrow is not cropped.
 */
export const coverCrop = (size: PageCoverSize, picture: Pick<MediaSource, 'width' | 'height'>): PictureCrop | null => {
  const aspect = COVER_CROP_ASPECT[size];
  if (aspect === null || !picture.width || !picture.height || picture.width / picture.height <= aspect) return null;
  if (size === 'large') {
    // 88% of the height: the band is at most `aspect` wide where the screen is at most 88% of it.
    const share = Math.round(LARGE_SHARE * aspect * 100);
    return { aspect, media: `(max-aspect-ratio: ${share}/100)`, sizes: `${share}vh` };
  }
  const width = Math.ceil(BAND_HEIGHTS[size][0] * aspect);
  return { aspect, media: `(max-width: ${width - 1}px)`, sizes: `${width}px` };
};

/**
 * The fewest CSS pixels a band ever shows its picture across: the band's least height times the
 * picture's shape, since the band crops the picture to cover it. Unknown for a picture of unknown size.
 */
export const coverNarrowest = (size: PageCoverSize, { width, height }: Pick<MediaSource, 'width' | 'height'>): number => {
  if (!width || !height) return 0;
  const least = size === 'large' ? LARGE_LEAST_HEIGHT : BAND_HEIGHTS[size][0];
  return Math.ceil((least * width) / height);
};

/** What a cover band passes its picture: the width it shows at, the least of it, and its crop on a phone held upright. */
export const coverPicture = (size: PageCoverSize, picture: Pick<MediaSource, 'width' | 'height'>): { sizes: string; narrowest: number; crop: PictureCrop | null } => ({
  sizes: coverSizes(size, pictureAspect(picture)),
  narrowest: coverNarrowest(size, picture),
  crop: coverCrop(size, picture),
});
