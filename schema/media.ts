/**
 * Spec 3.6: media items from the DAM, as stored in the JSON string of a `custom` element
 * (schema/README.md), and the flags a component needs to choose between image, video and file.
 */
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from './constants/locale';

const localised = z.record(z.string(), z.string());

export const rawMediaItemSchema = z.object({
  id: z.string().min(1, 'Media item has no id'),
  url: z.string().min(1, 'Media item has no URL'),
  name: z.string(),
  type: z.string().min(1, 'Media item has no file type'),
  width: z.number().nullable().optional(),
  height: z.number().nullable().optional(),
  alt: localised.nullable().optional(),
  title: localised.nullable().optional(),
  description: localised.nullable().optional(),
  blurhash: z.string().nullable().optional(),
  videoPoster: z.string().nullable().optional(),
  vttSrc: z.string().nullable().optional(),
});
export type RawMediaItem = z.infer<typeof rawMediaItemSchema>;

export type MediaItem = {
  id: string;
  url: string;
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  /** Text of the current locale, falling back to English, then empty. */
  alt: string;
  title: string | null;
  description: string;
  blurhash: string | null;
  videoPoster: string | null;
  vttSrc: string | null;
  isImage: boolean;
  isVideo: boolean;
  isAudio: boolean;
  isPdf: boolean;
};

const inLocale = (text: Record<string, string> | null | undefined, locale: Locale): string | null => (text ? (text[locale] ?? text[DEFAULT_LOCALE] ?? null) : null);

/** Spec 3.6: isImage, isVideo, isAudio and isPdf follow from the MIME type's prefix. */
export const toMediaItem = (raw: RawMediaItem, locale: Locale): MediaItem => ({
  id: raw.id,
  url: raw.url,
  name: raw.name,
  type: raw.type,
  width: raw.width ?? null,
  height: raw.height ?? null,
  alt: inLocale(raw.alt, locale) ?? '',
  title: inLocale(raw.title, locale),
  description: inLocale(raw.description, locale) ?? '',
  blurhash: raw.blurhash ?? null,
  videoPoster: raw.videoPoster ?? null,
  vttSrc: raw.vttSrc ?? null,
  isImage: raw.type.startsWith('image/'),
  isVideo: raw.type.startsWith('video/'),
  isAudio: raw.type.startsWith('audio/'),
  isPdf: raw.type === 'application/pdf',
});

/**
 * The value of a DAM `custom` element: a JSON string holding an array of media items; '' or
 * '[]' (or null) means no media.
 */
export const damValueSchema = z
  .string()
  .nullable()
  .transform((value, ctx): unknown => {
    if (!value || !value.trim()) return [];
    try {
      return JSON.parse(value);
    } catch {
      ctx.issues.push({ code: 'custom', input: value, message: 'Media value is not valid JSON; pick the media again' });
      return z.NEVER;
    }
  })
  .pipe(z.array(rawMediaItemSchema, { error: 'Media value must be a list of media items' }));

/** Spec 7.3: the DAM's alias for the site's media container. */
export const MEDIA_CONTAINER_ALIAS = 'media';

const optionalText = z.string().nullable().optional();

/**
 * Spec 7.3: a file of the DAM, `GET {host}/{container}/v4/file/{uuid}`, with the fields the site
 * reads. The local media service answers in this shape too (services/media/dam.ts).
 */
export const damFileSchema = z.object({
  type: z.string().min(1, 'File has no type'),
  name: z.string(),
  url: z.object({ cdn: optionalText, public: optionalText }).refine((url) => Boolean(url.cdn || url.public), 'File has neither a CDN nor a public URL'),
  meta: z
    .object({
      title: localised.nullable().optional(),
      description: localised.nullable().optional(),
      alt: localised.nullable().optional(),
      webvtt: optionalText,
    })
    .optional(),
  hash: z.object({ blurhash: optionalText }).optional(),
  info: z
    .object({
      videothumbnail: optionalText,
      video_thumbnail: optionalText,
      img_h: z.number().nullable().optional(),
      img_w: z.number().nullable().optional(),
    })
    .optional(),
});
export type DamFile = z.input<typeof damFileSchema>;

/** A DAM file as the media item of spec 3.6 (the same shape a `custom` element stores). */
export const fromDamFile = (uuid: string, file: z.output<typeof damFileSchema>): RawMediaItem => ({
  id: uuid,
  url: file.url.cdn || file.url.public || '',
  name: file.name,
  type: file.type,
  width: file.info?.img_w ?? null,
  height: file.info?.img_h ?? null,
  alt: file.meta?.alt ?? null,
  title: file.meta?.title ?? null,
  description: file.meta?.description ?? null,
  blurhash: file.hash?.blurhash ?? null,
  videoPoster: file.info?.videothumbnail ?? file.info?.video_thumbnail ?? null,
  vttSrc: file.meta?.webvtt ?? null,
});
