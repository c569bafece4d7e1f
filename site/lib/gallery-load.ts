/**
 * Spec 3.5, 7.4, 8.3: reading a yacht's gallery file. Pure of Next: the reader is passed in, so the
 * failures of 8.3 are tested without a server. A non-OK answer is logged as 'HTTP error! Status:
 * {status}' and gives null; so does a body that is not JSON or not a gallery, naming the yacht.
 */
import { galleryJsonSchema, type GalleryJson } from '../../schema/yacht/gallery';
import { log } from '../../schema/log';

/** A read of the gallery URL: an HTTP-like status and the body text. */
export type GalleryReply = { status: number; text: () => Promise<string> };
export type GalleryReader = (url: string) => Promise<GalleryReply>;

export type GalleryLoad = { ok: true; gallery: GalleryJson } | { ok: false; message: string };

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Reads and checks one gallery file; never throws. */
export const readGallery = async (url: string, yacht: string, read: GalleryReader): Promise<GalleryLoad> => {
  let reply: GalleryReply;
  try {
    reply = await read(url);
  } catch (error) {
    return { ok: false, message: `Gallery of yacht '${yacht}' (${url}) could not be fetched: ${describe(error)}` };
  }
  if (reply.status < 200 || reply.status > 299) return { ok: false, message: `HTTP error! Status: ${reply.status}` };
  let json: unknown;
  try {
    json = JSON.parse(await reply.text());
  } catch (error) {
    return { ok: false, message: `Gallery of yacht '${yacht}' (${url}) is not valid JSON: ${describe(error)}` };
  }
  const parsed = galleryJsonSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ');
    return { ok: false, message: `Gallery of yacht '${yacht}' (${url}) is not a gallery file: ${problems}` };
  }
  return { ok: true, gallery: parsed.data };
};

/** Spec 8.3: a failure is logged and the page goes on without a gallery. */
export const loadGallery = async (url: string, yacht: string, read: GalleryReader, report: (message: string) => void = (message) => log.error(message)): Promise<GalleryJson | null> => {
  const result = await readGallery(url, yacht, read);
  if (result.ok) return result.gallery;
  report(result.message);
  return null;
};

/** The local media stand-in's files: `/media/{uuid}/{name}` (site/app/media). */
const LOCAL_MEDIA = /^\/media\/([0-9a-f-]{36})\//;

/** The uuid of a URL the local media service answers, or null (absolute or other URLs). */
export const localMediaUuid = (url: string): string | null => LOCAL_MEDIA.exec(url)?.[1] ?? null;

/** Where a gallery URL is fetched from: absolute URLs as they are, paths on the media host (or the site). */
export const absoluteGalleryUrl = (url: string, base: string): string => new URL(url, base).toString();
