/**
 * How wide a cover's picture shows (its `sizes`): page covers, image-video heroes and hero slides,
 * full-bleed bands in the heights of site/app/styles/page-cover.css. The band crops the picture to
 * cover it, so where the band is taller than the screen's width holds, the picture is wider than the
 * screen: asking for 100vw there gave a phone a picture it enlarged two to three times.
 */
import type { PageCoverSize } from '../../schema/constants/component-defaults';
import { BREAKPOINTS } from '../../schema/constants/layout';
import type { MediaSource } from './Media';

/** The band's heights in page-cover.css: below `md`, and from `md` on; large is 88% of the screen's height. */
const BAND_HEIGHTS: Record<Exclude<PageCoverSize, 'large'>, readonly [number, number]> = { small: [360, 440], medium: [480, 620] };
const LARGE_SHARE = 0.88;
const LANDSCAPE = 16 / 10;

export const pictureAspect = ({ width, height }: Pick<MediaSource, 'width' | 'height'>): number => (width && height ? width / height : LANDSCAPE);

export const coverSizes = (size: PageCoverSize, aspect: number): string => {
  // A large band is height-bound on screens narrower than its picture at 88% of their height.
  if (size === 'large') return `(max-aspect-ratio: ${Math.round(LARGE_SHARE * aspect * 100)}/100) ${Math.ceil(LARGE_SHARE * 100 * aspect)}vh, 100vw`;
  const [phone, wide] = BAND_HEIGHTS[size].map((height) => Math.ceil(height * aspect));
  return [
    ...(phone ? [`(max-width: ${Math.min(phone, BREAKPOINTS.md) - 1}px) ${phone}px`] : []),
    ...(wide && wide > BREAKPOINTS.md ? [`(max-width: ${wide - 1}px) ${wide}px`] : []),
    '100vw',
  ].join(', ');
};
