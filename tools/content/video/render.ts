/**
 * Renders the demo yacht video (committed beside this file, so seeding needs no ffmpeg): two demo
 * illustrations, a motor yacht on the water and a yacht's main salon, each slowly zoomed, joined
 * by a crossfade; a poster of its first frame and WebVTT captions saying what is shown.
 * Run: npx tsx tools/content/video/render.ts (needs ffmpeg on PATH). Deterministic for a given
 * ffmpeg build: the frames come from seeded illustrations.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { composeSvg } from '../art/index';
import { VIDEO_DIR, VIDEO_FILES, VIDEO_SCENES, vttOf } from './yacht-video';

const SOURCE = { width: 1920, height: 1200 };
const OUT = { width: 640, height: 400, fps: 24 };

const main = async () => {
  const work = await mkdtemp(join(tmpdir(), 'yacht-video-'));
  try {
    const frames: string[] = [];
    for (const [i, scene] of VIDEO_SCENES.entries()) {
      const svg = composeSvg({ subject: scene.subject, seed: scene.seed, width: SOURCE.width, height: SOURCE.height, label: '', hint: scene.hint });
      const file = join(work, `scene-${i}.png`);
      await sharp(Buffer.from(svg)).png().toFile(file);
      frames.push(file);
    }
    const [first, second] = VIDEO_SCENES;
    if (!first || !second) throw new Error('two scenes expected');
    const frameCount = (seconds: number) => Math.round(seconds * OUT.fps);
    const zoom = (seconds: number) =>
      `zoompan=z='1+0.12*on/${frameCount(seconds)}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frameCount(seconds)}:s=${OUT.width}x${OUT.height}:fps=${OUT.fps},format=yuv420p`;
    const video = join(VIDEO_DIR, VIDEO_FILES.video);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      frames[0] ?? '',
      '-i',
      frames[1] ?? '',
      '-filter_complex',
      `[0:v]${zoom(first.seconds)}[a];[1:v]${zoom(second.seconds)}[b];[a][b]xfade=transition=fade:duration=1:offset=${first.seconds - 1}[v]`,
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-threads',
      '1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      video,
    ]);
    execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-i', video, '-frames:v', '1', '-q:v', '3', '-fflags', '+bitexact', join(VIDEO_DIR, VIDEO_FILES.poster)]);
    await writeFile(join(VIDEO_DIR, VIDEO_FILES.captions), vttOf('en'));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
};

void main();
