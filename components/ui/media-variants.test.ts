/**
 * Spec 3.6, 9.5: every image URL a component writes into a page is a variant the demo seed makes
 * ahead (schema/media-variants.ts, pageImageVariants), so no visitor waits for it to be made.
 */
import { describe, expect, it } from 'vitest';
import { MEDIA_PRESET_SIZES, MEDIA_PRESETS, type MediaPreset } from '../../schema/constants/media';
import { coverCropVariants, MEDIA_DEFAULT_WIDTH, MEDIA_QUALITY, pageImageVariants, srcWidth, type ImageVariant } from '../../schema/media-variants';
import { coverCrop } from './cover-sizes';
import { menuImageSources } from '../Header/menu-model';
import { featureUrl, presetSrcSet as galleryPresetSrcSet, thumbnailUrl } from '../Lightbox/gallery-media';
import { cropSrcSet, mediaUrl, presetSrcSet, srcSet } from './media-url';

const URL_BASE = '/media/00000000-0000-4000-8000-000000000000/sea.jpg';

/** A media host URL as the host sizes it: a preset is its box unless w or h say otherwise; 75 is the host's default quality. */
const variantOf = (url: string): ImageVariant => {
  const params = new URL(url, 'http://host').searchParams;
  const preset = params.get('p') as MediaPreset | null;
  const box = preset ? MEDIA_PRESET_SIZES[preset] : undefined;
  const number = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
  const h = number('h') ?? box?.h;
  return { w: number('w') ?? box?.w ?? 0, ...(h === undefined ? {} : { h }), q: number('q') ?? 75 };
};
const urlsOf = (srcset: string): string[] => srcset.split(', ').map((candidate) => candidate.split(' ')[0] ?? '');

describe('the variants the demo seed makes cover every image URL of a page', () => {
  it.each([1600, 2000, 900])('a responsive image %i px wide: its srcset and src, and a card that does not know its width', (width) => {
    const planned = pageImageVariants(width, { presets: false });
    const asked = [
      ...urlsOf(srcSet(URL_BASE, width)),
      ...urlsOf(srcSet(URL_BASE, null)),
      mediaUrl(URL_BASE, { w: srcWidth(width), q: MEDIA_QUALITY }),
      mediaUrl(URL_BASE, { w: 768, q: MEDIA_QUALITY }),
      ...Object.values(menuImageSources({ url: URL_BASE, width, height: 100, alt: '' })).flatMap((value) => urlsOf(value)),
    ];
    for (const url of asked) expect(planned, url).toContainEqual(variantOf(url));
  });

  it('a yacht picture: every preset set, the gallery thumbs and the lightbox', () => {
    const planned = pageImageVariants(2000, { presets: true });
    const asked = [
      ...MEDIA_PRESETS.flatMap((preset) => urlsOf(presetSrcSet(URL_BASE, preset))),
      ...urlsOf(galleryPresetSrcSet(URL_BASE)),
      featureUrl(URL_BASE),
      thumbnailUrl(URL_BASE),
    ];
    for (const url of asked) expect(planned, url).toContainEqual(variantOf(url));
  });

  it('makes nothing a page does not ask for: no preset crop of a picture that is not a yacht’s', () => {
    const planned = pageImageVariants(2000, { presets: false });
    expect(planned.every((v) => v.h === undefined)).toBe(true);
    expect(Math.max(...planned.map((v) => v.w))).toBeLessThanOrEqual(1920);
    expect(planned).toContainEqual({ w: MEDIA_DEFAULT_WIDTH, q: MEDIA_QUALITY });
  });

  it.each([
    ['large', 2000, 1250],
    ['medium', 2000, 1250],
    ['medium', 4000, 2500],
    ['large', 600, 400],
  ] as const)('a %s cover\'s phone crop of a %i × %i picture: every width, none larger than the original holds', (size, width, height) => {
    const crop = coverCrop(size, { width, height });
    if (!crop) throw new Error('a landscape picture on a large or medium band is cropped');
    const asked = urlsOf(cropSrcSet(URL_BASE, crop.aspect, width, height)).map(variantOf);
    expect(asked.length).toBeGreaterThan(0);
    expect(coverCropVariants(width, height, size)).toEqual(asked);
    for (const v of asked) {
      expect(v.w).toBeLessThanOrEqual(width);
      expect(v.h).toBeLessThanOrEqual(height);
      expect((v.w / (v.h ?? 0)).toFixed(2)).toBe(crop.aspect.toFixed(2));
    }
  });
});

