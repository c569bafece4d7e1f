/**
 * `npx tsx tools/bench/variant-cost.ts [--query 'w=4096&h=4095&force_format=avif&q=100'] [--media .data/media]`:
 * the CPU time (every thread of the process) one image request costs the local image CDN, made
 * in-process from an empty cache on the demo's largest picture, and what it answered.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Command } from 'commander';
import sharp from 'sharp';
import { z } from 'zod';
import { createImageCdn } from '../../services/media/images';
import { mediaEntrySchema, MEDIA_INDEX_FILE, openMediaLibrary } from '../../services/media/library';

const options = new Command()
  .option('--query <query>', 'the image request', 'w=4096&h=4095&force_format=avif&q=100')
  .option('--media <dir>', 'the media folder', '.data/media')
  .option('--accept <accept>', "the client's Accept header", 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8')
  .parse()
  .opts<{ query: string; media: string; accept: string }>();

const main = async () => {
  const index = z.record(z.string(), mediaEntrySchema).parse(JSON.parse(await readFile(path.join(options.media, MEDIA_INDEX_FILE), 'utf8')));
  const largest = Object.values(index)
    .filter((entry) => entry.type.startsWith('image/'))
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!largest) throw new Error(`No picture in ${options.media}: seed the demo content first`);
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'variant-cost-'));
  try {
    const cdn = createImageCdn({ library: openMediaLibrary(options.media), cacheDir });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await cdn.get(largest.id, new URLSearchParams(options.query), options.accept);
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - started;
    const answer =
      'error' in result
        ? result.error
        : await sharp(result.body)
            .metadata()
            .then((m) => `${m.width} × ${m.height} ${m.format}, ${result.body.length} bytes`);
    console.log(`${options.query} on a ${largest.width} × ${largest.height} picture: ${((used.user + used.system) / 1e6).toFixed(2)} s CPU, ${(wall / 1000).toFixed(2)} s wall; answered ${answer}`);
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
