/**
 * Spec 3.6, 9.5: every image URL a component writes into a page is a variant the demo seed makes
 * ahead (schema/media-variants.ts, pageImageVariants), so no visitor waits for it to be made.
 */
import { describe, expect, it } from 'vitest';
import { MEDIA_PRESET_SIZES, MEDIA_PRESETS, type MediaPreset } from '../../schema/constants/media';
import { coverCropVariants } from '../../schema/cover-crops';
import { MEDIA_DEFAULT_WIDTH, MEDIA_PICTURE_WIDTHS, MEDIA_QUALITY, pageImageVariants, srcWidth, type ImageVariant } from '../../schema/media-variants';
import { namesSiteVariant, siteVariant } from '../../schema/media-variant-set';
import { mediaUrlOf } from '../../testing/media-urls';
import { coverCrop } from './cover-sizes';
import { menuImageSources } from '../Header/menu-model';
import { featureUrl, presetSrcSet as galleryPresetSrcSet, thumbnailUrl } from '../Lightbox/gallery-media';
import { cropSrcSet } from './cover-srcset';
import { mediaUrl, presetSrcSet, srcSet } from './media-url';

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
    const asked = [...MEDIA_PRESETS.flatMap((preset) => urlsOf(presetSrcSet(URL_BASE, preset))), ...urlsOf(galleryPresetSrcSet(URL_BASE)), featureUrl(URL_BASE), thumbnailUrl(URL_BASE)];
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
  ] as const)("a %s cover's phone crop of a %i × %i picture: every width, none larger than the original holds", (size, width, height) => {
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

describe('every URL the components build names a size the media host makes as asked (spec 7.3)', () => {
  const SOURCES = [
    [2000, 1250],
    [1600, 1000],
    [1600, 1600],
    [1600, 800],
    [900, 600],
    [600, 400],
  ] as const;
  const requestOf = (url: string) => {
    const media = mediaUrlOf(url);
    if (!media) throw new Error(`${url} is not a media URL`);
    return media.request;
  };

  it.each(SOURCES)('a %i × %i picture: srcsets, presets, gallery, cover crops, menu teasers and editorial widths', (width, height) => {
    const source = { width, height };
    const asked = [
      ...urlsOf(srcSet(URL_BASE, width)),
      ...urlsOf(srcSet(URL_BASE, null)),
      mediaUrl(URL_BASE, { w: srcWidth(width), q: MEDIA_QUALITY }),
      ...MEDIA_PRESETS.flatMap((preset) => urlsOf(presetSrcSet(URL_BASE, preset))),
      ...urlsOf(galleryPresetSrcSet(URL_BASE)),
      featureUrl(URL_BASE),
      thumbnailUrl(URL_BASE),
      ...(['large', 'medium'] as const).flatMap((size) => {
        const crop = coverCrop(size, source);
        return crop ? urlsOf(cropSrcSet(URL_BASE, crop.aspect, width, height)) : [];
      }),
      ...Object.values(menuImageSources({ url: URL_BASE, width, height, alt: '' })).flatMap((value) => urlsOf(value)),
      ...MEDIA_PICTURE_WIDTHS.map((w) => mediaUrl(URL_BASE, { w, q: MEDIA_QUALITY })),
    ].filter(Boolean);
    for (const url of asked) expect(namesSiteVariant(requestOf(url), source), url).toBe(true);
  });

  it('and each is served at exactly the size it names when the picture holds it', () => {
    const source = { width: 2000, height: 1600 };
    for (const url of [...urlsOf(srcSet(URL_BASE, null)), featureUrl(URL_BASE), ...urlsOf(cropSrcSet(URL_BASE, 3 / 4, 2000, 1600))]) {
      const request = requestOf(url);
      expect(siteVariant(request, source), url).toMatchObject({ w: request.w ?? 0, ...(request.h ? { h: request.h } : {}) });
    }
  });
});

describe('any other size is served at the nearest named size at or above it, never above the original (spec 7.3)', () => {
  const source = { width: 2000, height: 1250 };
  it.each([
    [{ w: 1 }, { w: 160 }],
    [{ w: 481 }, { w: 640 }],
    [{ w: 1921 }, { w: 1920 }],
    [{ w: 1921 }, { w: 800 }, { width: 800, height: 500 }],
    [
      { w: 100, h: 100 },
      { w: 480, h: 480 },
    ],
    [
      { w: 1000, h: 1000 },
      { w: 1200, h: 1200 },
    ],
    [
      { w: 4096, h: 4095 },
      { w: 1200, h: 1200 },
    ],
    [
      { w: 4096, h: 4095 },
      { w: 500, h: 500 },
      { width: 800, height: 500 },
    ],
    [
      { w: 1000, h: 1333 },
      { w: 937, h: 1249 },
    ],
    [
      { w: 1100, h: 580 },
      { w: 1200, h: 630 },
    ],
  ])('%o → %o', (request, expected, original = source) => {
    expect(siteVariant(request, original)).toMatchObject(expected);
  });

  it('quality is the named size’s and the format JPEG, WebP or the client’s: never AVIF or PNG', () => {
    expect(siteVariant({ w: 480, q: 100, format: 'avif' }, source)).toEqual({ w: 480, q: MEDIA_QUALITY, format: 'auto' });
    expect(siteVariant({ w: 1200, h: 630, q: 100, format: 'png' }, source)).toEqual({ w: 1200, h: 630, q: 65, format: 'auto' });
    expect(siteVariant({ w: 900, h: 600, q: 5, format: 'jpg' }, source)).toEqual({ w: 900, h: 600, q: 80, format: 'jpeg' });
    expect(siteVariant({ q: 100, format: 'avif' }, source)).toBeNull();
    expect(namesSiteVariant({ w: 480, q: 100 }, source)).toBe(false);
    expect(namesSiteVariant({ w: 481 }, source)).toBe(false);
  });
});
