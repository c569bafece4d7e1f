/**
 * The embedded media service (spec 3.6, 7.3): demo files resized and re-encoded with sharp on
 * request (w, h, q, force_format, p), cached on disk so each variant is made once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { readDeliveryConfig } from '../../renderer/delivery/config';

export const MEDIA_PRESETS = {
  'yacht-thumbnail': { w: 480, h: 320 },
  'yacht-thumbnail-large': { w: 960, h: 640 },
  'yacht-feature': { w: 1440, h: 900 },
} as const;

const FORMATS = ['jpeg', 'jpg', 'webp', 'avif', 'png'] as const;

export const mediaQuery = z.object({
  w: z.coerce.number().int().min(16).max(4096).optional(),
  h: z.coerce.number().int().min(16).max(4096).optional(),
  q: z.coerce.number().int().min(1).max(100).optional(),
  force_format: z.enum(FORMATS).optional(),
  p: z.enum(Object.keys(MEDIA_PRESETS) as [keyof typeof MEDIA_PRESETS]).optional(),
});
export type MediaQuery = z.infer<typeof mediaQuery>;

const indexEntry = z.object({ file: z.string().regex(/^[\w.-]+$/), type: z.string() }).loose();
const mediaIndex = z.record(z.string(), indexEntry);

const mediaDir = (): string => process.env.MEDIA_DIR ?? path.join(path.dirname(readDeliveryConfig().contentDir), 'media');

let index: Promise<z.infer<typeof mediaIndex>> | undefined;
const loadIndex = () =>
  (index ??= readFile(path.join(mediaDir(), 'index.json'), 'utf8').then((text) => mediaIndex.parse(JSON.parse(text))));

export type MediaResult = { body: Buffer; type: string } | { error: 'not-found' } | { error: 'bad-request'; message: string };

const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', jpg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', png: 'image/png' };

export const getMedia = async (uuid: string, search: URLSearchParams): Promise<MediaResult> => {
  const query = mediaQuery.safeParse(Object.fromEntries(search));
  if (!query.success) return { error: 'bad-request', message: query.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  const entry = (await loadIndex())[uuid];
  if (!entry) return { error: 'not-found' };
  const source = path.join(mediaDir(), entry.file);
  const { w, h, q, force_format: format, p } = query.data;
  const preset = p ? MEDIA_PRESETS[p] : undefined;
  const width = w ?? preset?.w;
  const height = h ?? preset?.h;
  if (!entry.type.startsWith('image/') || (!width && !height && !q && !format)) {
    return { body: await readFile(source), type: entry.type };
  }
  const key = createHash('sha1').update(JSON.stringify([uuid, width, height, q, format])).digest('hex');
  const out = format ?? 'jpeg';
  const cached = path.join(mediaDir(), '.cache', `${key}.${out}`);
  const type = CONTENT_TYPES[out] ?? 'image/jpeg';
  try {
    return { body: await readFile(cached), type };
  } catch {
    const body = await sharp(source)
      .resize({ width, height, fit: width && height ? 'cover' : 'inside', withoutEnlargement: true })
      .toFormat(out === 'jpg' ? 'jpeg' : out, { quality: q ?? 75 })
      .toBuffer();
    await mkdir(path.dirname(cached), { recursive: true });
    await writeFile(cached, body);
    return { body, type };
  }
};
