/** Spec 3.6, 5: a cover picture's srcsets, its landscape widths and its phone crop (schema/cover-crops.ts). */
import { coverCropWidths, coverSrcSetWidths, cropHeight } from '../../schema/cover-crops';
import { MEDIA_QUALITY } from '../../schema/media-variants';
import { mediaUrl } from './media-url';

/** The widths a cover band shows the picture at, from the narrowest it ever shows. */
export const coverSrcSet = (url: string, originalWidth: number | null, narrowest: number): string =>
  coverSrcSetWidths(originalWidth, narrowest)
    .map((w) => `${mediaUrl(url, { w, q: MEDIA_QUALITY })} ${w}w`)
    .join(', ');

/** A cover's crop to `aspect` (w / h) at each width the original holds, as a srcset. */
export const cropSrcSet = (url: string, aspect: number, width: number, height: number): string =>
  coverCropWidths(aspect, width, height)
    .map((w) => `${mediaUrl(url, { w, h: cropHeight(w, aspect), q: MEDIA_QUALITY })} ${w}w`)
    .join(', ');
