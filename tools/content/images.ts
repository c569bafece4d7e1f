/**
 * The media factory: illustrated JPEGs composed as SVG and rendered locally with sharp, plus plain
 * files (gallery JSON, audio). Ids derive from keys, so the same key always names the same file and
 * a file already on disk is not rendered again. An image's alt text describes its illustration
 * (art/describe.ts); the page's brief (`about`) only steers what is drawn.
 */
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describeArt } from './art/describe';
import { composeSvg, DEFAULT_SIZE } from './art/index';
import type { ImageRequest, MediaFactory } from './context';
import { stableUuid, type MediaRef } from './kontent';
import { hashToInt } from './random';
import { slugify } from './slug';

/** Bump when the illustrations change, so cached renders are replaced. */
export const ART_VERSION = 6;
const JPEG_QUALITY = 80;
const RENDER_CONCURRENCY = 4;
const INDEX_FILE = 'index.json';

export type MediaIndexEntry = MediaRef & { file: string; createdAt: string };
export type MediaIndex = Record<string, MediaIndexEntry>;

type Job = { kind: 'image'; file: string; svg: () => string } | { kind: 'file'; file: string; body: Buffer };

/** A creation date within 2024–2025, fixed by the key. */
const createdAt = (key: string): string => new Date(Date.UTC(2024, 0, 2, 8) + (hashToInt(`created:${key}`) % (700 * 24 * 60)) * 60_000).toISOString();

const extension = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'bin';

export type MediaStore = {
  factory: MediaFactory;
  /** Writes every requested file into `dir` (rendering images missing from `cacheDir`), removes stale ones, writes the index. */
  flush(dir: string, cacheDir?: string): Promise<{ index: MediaIndex; rendered: number; reused: number }>;
};

export const createMediaStore = (): MediaStore => {
  const index: MediaIndex = {};
  const jobs = new Map<string, Job>();

  const image = (request: ImageRequest): MediaRef => {
    const [dw, dh] = DEFAULT_SIZE[request.subject];
    const width = request.width ?? dw;
    const height = request.height ?? (request.width ? Math.round((request.width * dh) / dw) : dh);
    const id = stableUuid(`image:${request.subject}:${request.key}:${width}x${height}:v${ART_VERSION}`);
    // A key shared by several pages (pooled yacht pictures) is one picture with one description.
    const known = index[id];
    if (known) {
      const { file: _file, createdAt: _createdAt, ...ref } = known;
      return ref;
    }
    const hint = `${request.key} ${request.about.en}`.toLowerCase();
    const alt = describeArt({ subject: request.subject, hint, name: request.name });
    const name = `${slugify(alt.en).slice(0, 80).replace(/-+$/, '') || slugify(request.key)}.jpg`;
    const ref: MediaRef = {
      id,
      url: `/media/${id}/${name}`,
      name,
      type: 'image/jpeg',
      width,
      height,
      alt,
      title: request.title ? { ...request.title } : null,
      description: request.title ? { ...request.title } : { ...alt },
      blurhash: null,
      videoPoster: null,
    };
    const file = `${id}.jpg`;
    index[id] = { ...ref, file, createdAt: createdAt(request.key) };
    const label = request.subject === 'deckplan' ? (request.title?.en ?? '') : (request.name ?? '');
    jobs.set(file, {
      kind: 'image',
      file,
      svg: () => composeSvg({ subject: request.subject, seed: `${request.subject}:${request.key}`, width, height, label, hint }),
    });
    return ref;
  };

  const file: MediaFactory['file'] = ({ key, name, type, body }) => {
    const id = stableUuid(`file:${key}`);
    const fileName = `${id}.${extension(name)}`;
    const buffer = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    const previous = jobs.get(fileName);
    if (previous?.kind === 'file' && !previous.body.equals(buffer)) {
      throw new Error(`Media file key "${key}" was given two different bodies`);
    }
    const ref: MediaRef = {
      id,
      url: `/media/${id}/${name}`,
      name,
      type,
      width: 0,
      height: 0,
      alt: { en: name, es: name },
      title: null,
      description: { en: name, es: name },
      blurhash: null,
      videoPoster: null,
    };
    index[id] = { ...ref, file: fileName, createdAt: createdAt(key) };
    jobs.set(fileName, { kind: 'file', file: fileName, body: buffer });
    return ref;
  };

  const exists = async (p: string) => (await stat(p).catch(() => null))?.isFile() ?? false;

  const flush: MediaStore['flush'] = async (dir, cacheDir = dir) => {
    await mkdir(dir, { recursive: true });
    await mkdir(cacheDir, { recursive: true });
    let rendered = 0;
    let reused = 0;
    const queue = [...jobs.values()];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const target = join(dir, job.file);
        if (job.kind === 'file') {
          await writeFile(target, job.body);
          continue;
        }
        const cached = join(cacheDir, job.file);
        if (await exists(cached)) {
          reused += 1;
        } else {
          // Render beside the target and rename, so an interrupted run never leaves half a file.
          const tmp = `${cached}.tmp`;
          await sharp(Buffer.from(job.svg())).jpeg({ quality: JPEG_QUALITY, progressive: true }).toFile(tmp);
          await rename(tmp, cached);
          rendered += 1;
        }
        if (cached !== target) await copyFile(cached, target);
      }
    };
    await Promise.all(Array.from({ length: RENDER_CONCURRENCY }, worker));
    // Files of earlier runs that nothing refers to any more, and folders derived from them (the
    // media service's resize cache), which could hold renders of replaced pictures.
    for (const entry of await readdir(dir)) {
      if (entry !== INDEX_FILE && !jobs.has(entry)) await rm(join(dir, entry), { recursive: true, force: true });
    }
    const sorted: MediaIndex = Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)));
    await writeFile(join(dir, INDEX_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
    return { index: sorted, rendered, reused };
  };

  return { factory: { image, file }, flush };
};
