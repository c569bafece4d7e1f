import { MEDIA_PRESET_SIZES, type MediaPreset } from '../../schema/constants/media';
import { MEDIA_PRESET_SETS, MEDIA_QUALITY, srcSetWidths } from '../../schema/media-variants';
/**
 * Spec 3.6, 7.3: media host URLs take w, h, q, force_format and p. Responsive images ask the
 * host for a set of widths; the browser picks one from `sizes` (the lists: schema/media-variants.ts).
 */
export { MEDIA_DEFAULT_WIDTH, MEDIA_QUALITY, MEDIA_SRCSET_WIDTHS, srcSetWidths } from '../../schema/media-variants';

export type MediaParams = { w?: number; h?: number; q?: number; force_format?: string; p?: string };

export const mediaUrl = (url: string, params: MediaParams): string => {
  const query = Object.entries(params)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  if (!query) return url;
  const hash = url.indexOf('#');
  const [path, fragment] = hash === -1 ? [url, ''] : [url.slice(0, hash), url.slice(hash)];
  return `${path}${path.includes('?') ? '&' : '?'}${query}${fragment}`;
};

/** Spec 3.6, 9.5: a preset image and its larger sibling for dense screens, as a srcset. */
export const presetSrcSet = (url: string, preset: MediaPreset): string => MEDIA_PRESET_SETS[preset].map((p) => `${mediaUrl(url, { p })} ${MEDIA_PRESET_SIZES[p].w}w`).join(', ');

export const srcSet = (url: string, originalWidth: number | null): string =>
  srcSetWidths(originalWidth)
    .map((w) => `${mediaUrl(url, { w, q: MEDIA_QUALITY })} ${w}w`)
    .join(', ');
