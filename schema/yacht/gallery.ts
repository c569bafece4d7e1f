/**
 * Spec 3.5: the gallery JSON of a yacht (a file referenced by the yacht's `gallery_asset`), with
 * optional Sale and Charter parts, and the media items of spec 3.6 it holds. Keys are read case-
 * insensitively ("Sale", "sale"): they are lower-cased before reading. The JSON Schema says the
 * same with one case-insensitive pattern per key.
 */
import { z } from 'zod';
import { embeddedJsonSchema } from '../json-document';
import { rawMediaItemSchema } from '../media';

/** Spec 3.6 fields that only gallery media carry. */
export const galleryMediaSchema = rawMediaItemSchema.extend({
  videoProfileCharter: z.boolean().optional(),
  videoProfileSale: z.boolean().optional(),
  fileid: z.string().optional(),
  createdAt: z.string().optional(),
});

export const gallerySectionSchema = z.object({
  section: z.string(),
  label: z.string(),
  images: z.array(galleryMediaSchema),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const lowerCaseKeys = (value: unknown): unknown => (isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, v]) => [key.toLowerCase(), v])) : value);

/** "sale" -> "^[Ss][Aa][Ll][Ee]$": the key in any case. */
const anyCase = (key: string): string => `^${[...key].map((c) => (c.toLowerCase() === c.toUpperCase() ? c.replace(/[^\w]/g, '\\$&') : `[${c.toUpperCase()}${c.toLowerCase()}]`)).join('')}$`;

/** An object of optional lower-case keys, read whatever the case of its keys. */
const caseInsensitiveObject = <T extends Record<string, z.ZodType>>(shape: T, label: string) =>
  z.preprocess(lowerCaseKeys, z.object(shape, { error: `${label} must be an object` }).partial()).meta({
    type: 'object',
    patternProperties: Object.fromEntries(Object.entries(shape).map(([key, schema]) => [anyCase(key), embeddedJsonSchema(schema)])),
    description: `${label}; keys are read in any case`,
  });

const partShape = {
  profile: galleryMediaSchema.nullable(),
  gallery: z.array(gallerySectionSchema),
  deckplans: z.array(galleryMediaSchema),
  /** Spec 3.5: the first entry flagged for the view (videoProfileCharter / videoProfileSale) plays. */
  video: z.array(galleryMediaSchema).nullable(),
};

export const galleryPartSchema = caseInsensitiveObject(partShape, 'A gallery part (Sale or Charter)');

export const galleryJsonSchema = caseInsensitiveObject({ sale: galleryPartSchema, charter: galleryPartSchema }, 'The gallery JSON');

export type GalleryMedia = z.output<typeof galleryMediaSchema>;
export type GalleryPart = z.output<typeof galleryPartSchema>;
export type GalleryJson = z.output<typeof galleryJsonSchema>;

/** A gallery part as the source writes it (keys in lower case). */
export type GalleryPartInput = { [K in keyof typeof partShape]?: z.input<(typeof partShape)[K]> };
/** The gallery JSON as the source writes it: "Sale" and "Charter" parts. */
export type GalleryJsonInput = { Sale?: GalleryPartInput; Charter?: GalleryPartInput };
