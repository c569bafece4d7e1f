import { MEDIA_PRESET_SIZES, type MediaPreset } from '../../schema/constants/media';
/**
 * Spec 3.6, 7.3: media host URLs take w, h, q, force_format and p. Responsive images ask the
 * host for a set of widths; the browser picks one from `sizes`.
 */
export const MEDIA_SRCSET_WIDTHS = [480, 768, 1024, 1440, 1920] as const;
export const MEDIA_QUALITY = 75;
/** Spec 9.5: the media host's default request width. */
export const MEDIA_DEFAULT_WIDTH = 1440;

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

/** Widths not larger than the original (upscaling adds bytes, not detail), at least one. */
export const srcSetWidths = (originalWidth: number | null): number[] => {
  const widths = MEDIA_SRCSET_WIDTHS.filter((w) => originalWidth === null || w <= originalWidth);
  return widths.length > 0 ? widths : [MEDIA_SRCSET_WIDTHS[0]];
};

/**
 * Spec 3.6, 9.5: a preset image and its larger sibling for dense screens (the host crops both to
 * the same aspect), as a srcset.
 */
const PRESET_SETS: Record<MediaPreset, readonly MediaPreset[]> = {
  'yacht-thumbnail': ['yacht-thumbnail', 'yacht-thumbnail-large'],
  'yacht-thumbnail-large': ['yacht-thumbnail-large', 'yacht-feature'],
  'yacht-feature': ['yacht-feature'],
};

export const presetSrcSet = (url: string, preset: MediaPreset): string =>
  PRESET_SETS[preset].map((p) => `${mediaUrl(url, { p })} ${MEDIA_PRESET_SIZES[p].w}w`).join(', ');

export const srcSet = (url: string, originalWidth: number | null): string =>
  srcSetWidths(originalWidth)
    .map((w) => `${mediaUrl(url, { w, q: MEDIA_QUALITY })} ${w}w`)
    .join(', ');
