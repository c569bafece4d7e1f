/**
 * The demo yacht video as media items (spec 3.5, 3.6): the committed WebM, its poster and its
 * WebVTT captions (tools/content/video), stored once and shared by the motor yachts that show it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratorContext } from '../context';
import type { MediaRef } from '../kontent';
import { VIDEO_DIR, VIDEO_FILES } from '../video/yacht-video';

/** Every n-th motor yacht of the profile pool has the video. */
export const VIDEO_EVERY = 4;
const VIDEO_SIZE = { width: 640, height: 400 };

const read = (name: string): Buffer => readFileSync(join(VIDEO_DIR, name));

export const yachtVideo = (ctx: GeneratorContext): MediaRef & { vttSrc: string } => {
  const poster = ctx.media.file({ key: 'video:yacht-motor:poster', name: VIDEO_FILES.poster, type: 'image/jpeg', body: read(VIDEO_FILES.poster) });
  const captions = ctx.media.file({ key: 'video:yacht-motor:captions', name: VIDEO_FILES.captions, type: 'text/vtt', body: read(VIDEO_FILES.captions) });
  const video = ctx.media.file({ key: 'video:yacht-motor', name: VIDEO_FILES.video, type: 'video/webm', body: read(VIDEO_FILES.video) });
  // What the film shows: two illustrations (art/describe.ts), not footage of this yacht.
  const shows = {
    en: "Illustrations of a motor yacht on the water and of a yacht's main salon",
    es: 'Ilustraciones de un yate a motor en el agua y del salón principal de un yate',
  };
  return {
    ...video,
    ...VIDEO_SIZE,
    alt: shows,
    title: { en: 'On the water and on board', es: 'En el agua y a bordo' },
    description: shows,
    videoPoster: poster.url,
    vttSrc: captions.url,
  };
};
