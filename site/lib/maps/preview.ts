/**
 * The still picture of a locator map's view (components/MapDestinations/preview.ts): the view's land
 * as an SVG, white on transparent, which the page uses as a mask over its own sea and land colours
 * (the theme's, which a picture cannot read). Pictures are kept per view: the views are the
 * editors' and few, and each costs a pass over the world's coastline.
 */
import { geoPath } from 'd3-geo';
import { z } from 'zod';
import { MAX_LATITUDE, MAX_LONGITUDE } from '../../../schema/constants/geo';
import { MAP_DETAILED_ZOOM, MAP_PREVIEW_SHAPES, MAP_ZOOM_MAX, MAP_ZOOM_MIN, type MapPreviewShape } from '../../../schema/constants/itinerary';
import { previewProjection } from '../../../components/MapDestinations/preview';
import { sphericalLand } from './land';

const figure = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`)
    .transform(Number)
    .pipe(z.number().min(min, `${label} must be at least ${min}`).max(max, `${label} must be at most ${max}`));

export const previewViewSchema = z.object({
  zoom: figure('zoom', MAP_ZOOM_MIN, MAP_ZOOM_MAX),
  lat: figure('lat', -MAX_LATITUDE, MAX_LATITUDE),
  lng: figure('lng', -MAX_LONGITUDE, MAX_LONGITUDE),
  shape: z
    .string()
    .transform((file) => file.replace(/\.svg$/, ''))
    .pipe(
      z.enum(Object.keys(MAP_PREVIEW_SHAPES) as [MapPreviewShape, ...MapPreviewShape[]], {
        error: `the picture is ${Object.keys(MAP_PREVIEW_SHAPES)
          .map((s) => `${s}.svg`)
          .join(' or ')}`,
      }),
    ),
});
export type PreviewView = z.output<typeof previewViewSchema>;

/** Coordinates to a tenth of a pixel: finer is invisible and only grows the file. */
const PATH_DIGITS = 1;
const KEPT_PICTURES = 64;
const pictures = new Map<string, Promise<string>>();

const draw = async (view: PreviewView): Promise<string> => {
  const land = await sphericalLand(view.zoom >= MAP_DETAILED_ZOOM ? '50m' : '110m');
  const { width, height } = MAP_PREVIEW_SHAPES[view.shape];
  const projection = previewProjection(view, view.shape).clipExtent([
    [0, 0],
    [width, height],
  ]);
  const d = geoPath(projection).digits(PATH_DIGITS)(land) ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path fill="#fff" d="${d}"/></svg>`;
};

export const previewPicture = (view: PreviewView): Promise<string> => {
  const key = `${view.zoom}/${view.lat}/${view.lng}/${view.shape}`;
  const kept = pictures.get(key);
  if (kept) return kept;
  const picture = draw(view);
  picture.catch(() => pictures.delete(key));
  if (pictures.size >= KEPT_PICTURES) pictures.delete(pictures.keys().next().value ?? '');
  pictures.set(key, picture);
  return picture;
};
