/**
 * The local image CDN's side of the site's image sizes (spec 3.6, 7.3): every size a page, a social
 * card or the brochure names, and the variant the host makes for any request, so that no visitor can
 * make it encode sizes nobody shows. Apart from schema/media-variants.ts, whose lists the components
 * read in the browser too: this table is for the server alone.
 */
import { MEDIA_PRESET_SIZES, MEDIA_PRESETS, MICROBLOG_IMAGE_SIZE, OG_IMAGE_SIZE, SOCIAL_IMAGE_QUALITY, type MediaPreset } from './constants/media';
import { COVER_CROP_ASPECTS, COVER_CROP_WIDTHS, cropHeight } from './cover-crops';
import { MEDIA_PICTURE_WIDTHS, MEDIA_QUALITY, MEDIA_SRCSET_WIDTHS } from './media-variants';

/** The brochure's print sizes (site/lib/brochure): the cover spans the A4 width, gallery images half of it (about 200 dpi), as JPEG. */
export const PRINT_IMAGE = { cover: { w: 1600, h: 1300 }, gallery: { w: 900, h: 600 }, quality: 80 } as const;

/** A size the site names, at the quality it is asked for at: a width (the height follows the picture) or a box cropped to cover. */
export type NamedSize = { w: number; h?: number; q: number };

/** Every width a page asks for, smallest first. */
export const NAMED_WIDTHS: readonly number[] = [...new Set<number>([...MEDIA_SRCSET_WIDTHS, ...MEDIA_PICTURE_WIDTHS])].sort((a, b) => a - b);

type Box = Required<NamedSize>;

/** Every box: the social images of spec 2.5, presets, cover crops and the brochure's print sizes. */
export const NAMED_BOXES: readonly [Box, ...Box[]] = [
  { ...OG_IMAGE_SIZE, q: SOCIAL_IMAGE_QUALITY },
  { ...MICROBLOG_IMAGE_SIZE, q: SOCIAL_IMAGE_QUALITY },
  ...MEDIA_PRESETS.map((preset) => ({ ...MEDIA_PRESET_SIZES[preset], q: MEDIA_QUALITY })),
  ...COVER_CROP_ASPECTS.flatMap((aspect) => COVER_CROP_WIDTHS.map((w) => ({ w, h: cropHeight(w, aspect), q: MEDIA_QUALITY }))),
  { ...PRINT_IMAGE.cover, q: PRINT_IMAGE.quality },
  { ...PRINT_IMAGE.gallery, q: PRINT_IMAGE.quality },
];

/** What a media host URL asks for (spec 3.6): w, h, a preset p, q and force_format. */
export type VariantRequest = { w?: number; h?: number; p?: MediaPreset; q?: number; format?: string };
/** The formats the site shows: JPEG where it names one, else WebP or JPEG as the client reads (`auto`). */
export type VariantFormat = 'jpeg' | 'webp' | 'auto';
/** What the host makes for a request: a named size (capped at the original), its quality, and the format. */
export type SiteVariant = NamedSize & { format: VariantFormat };
export type SourceSize = { width: number; height: number };

const formatOf = (format: string | undefined): VariantFormat => (format === 'jpeg' || format === 'jpg' ? 'jpeg' : format === 'webp' ? 'webp' : 'auto');

/** A request of `box`'s shape: off by no more than its height's rounding. */
const sameShape = (box: Box, width: number, height: number): boolean => Math.abs(cropHeight(width, box.w / box.h) - height) <= 1;

const area = (box: Box): number => box.w * box.h;
const shapeDistance = (box: Box, width: number, height: number): number => Math.abs(Math.log(box.w / box.h / (width / height)));

/** The named box for a w × h request: the smallest of its shape at least as wide, else the smallest covering it, else the nearest in shape. */
const boxFor = (width: number, height: number): Box => {
  const shaped = NAMED_BOXES.filter((box) => sameShape(box, width, height)).sort((a, b) => a.w - b.w);
  const covering = NAMED_BOXES.filter((box) => box.w >= width && box.h >= height).sort((a, b) => area(a) - area(b));
  const nearest = NAMED_BOXES.reduce((best, box) => {
    const closer = shapeDistance(box, width, height) - shapeDistance(best, width, height);
    return closer < 0 || (closer === 0 && area(box) > area(best)) ? box : best;
  });
  return shaped.find((box) => box.w >= width) ?? shaped.at(-1) ?? covering[0] ?? nearest;
};

/** A box no larger than the original: the largest of the same shape it holds, as a cover crop's largest width (coverCropWidths). */
const capBox = (box: Box, source: SourceSize): Box => {
  if (box.w <= source.width && box.h <= source.height) return box;
  const aspect = box.w / box.h;
  const w = Math.max(1, Math.min(source.width, Math.floor(source.height * aspect)));
  return { w, h: Math.max(1, Math.min(source.height, cropHeight(w, aspect))), q: box.q };
};

/**
 * Spec 3.6, 7.3: the variant the host makes for a request, or null for the original file (no size
 * asked). A size the site names is made as asked; any other w or h gets the nearest named size at
 * or above it (the largest when none is), never larger than the original, so a page cached by an
 * older build keeps its pictures. The quality is the named size's, the format JPEG, WebP or the
 * client's (`auto`): AVIF and PNG cost many times more to encode and no page asks for them.
 */
export const siteVariant = (request: VariantRequest, source: SourceSize): SiteVariant | null => {
  const preset = request.p ? MEDIA_PRESET_SIZES[request.p] : undefined;
  const width = request.w ?? preset?.w ?? 0;
  const height = request.h ?? preset?.h ?? 0;
  if (width <= 0 && height <= 0) return null;
  const format = formatOf(request.format);
  if (width > 0 && height > 0) return { ...capBox(boxFor(width, height), source), format };
  // A height alone asks for the width that gives it.
  const wanted = width > 0 ? width : Math.ceil((height * source.width) / Math.max(1, source.height));
  const named = NAMED_WIDTHS.find((w) => w >= wanted) ?? Math.max(...NAMED_WIDTHS);
  return { w: Math.max(1, Math.min(named, source.width)), q: MEDIA_QUALITY, format };
};

/**
 * Whether a request names a variant the site uses for a picture of `source`'s size: its size is
 * named (or is a named size made smaller to fit the original), with that size's quality (75 when
 * the URL names none) and JPEG or no format. Such a request gets exactly what it asks for.
 */
export const namesSiteVariant = (request: VariantRequest, source: SourceSize): boolean => {
  const variant = siteVariant(request, source);
  if (!variant) return request.q === undefined && request.format === undefined;
  const preset = request.p ? MEDIA_PRESET_SIZES[request.p] : undefined;
  const width = request.w ?? preset?.w;
  const height = request.h ?? preset?.h;
  const uncapped = height === undefined ? NAMED_WIDTHS.includes(width ?? 0) : NAMED_BOXES.some((box) => box.w === width && box.h === height);
  const asServed = width === variant.w && height === variant.h;
  return (uncapped || asServed) && (request.q ?? MEDIA_QUALITY) === variant.q && (request.format === undefined || request.format === 'jpeg');
};
