/**
 * `npm run bench:crawl`: sends many distinct URLs, as a crawler or a fuzzer would, and shows
 * whether the server stays bounded: the resident memory of the server's process tree, the size of
 * site/.next and of the media cache, before and after, and how many responses had each status.
 * Options: --requests 10000 --concurrency 8 --seed 1 --media 0.02 --port 3220, or --url <origin>
 * --pid <pid> to measure a server that is already running (pid: its npx or next-server process).
 * --media is the share of requests for demo images at random sizes (the media stand-in's cache).
 */
import { existsSync, readFileSync, readdirSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { toolsDelivery } from '../delivery';
import { toolsEnv } from '../env';
import { startBuiltSite } from './site-server';
import { listPagePaths } from '../../renderer/page/known-paths';
import { createRng } from '../content/random';
import { crawlRequest } from './paths';
import { treeRssKb } from './process-tree';

const root = path.resolve(import.meta.dirname, '..', '..');
const options = new Command()
  .option('--requests <n>', 'how many requests', '10000')
  .option('--concurrency <n>', 'requests in flight', '8')
  .option('--seed <n>', 'seed of the generated paths', '1')
  .option('--media <share>', 'share of requests for images at random sizes', '0.02')
  .option('--port <n>', 'port of the server this script starts', '3220')
  .option('--url <origin>', 'measure a running server instead, e.g. http://localhost:3103')
  .option('--pid <pid>', 'process id of that running server (for its memory)')
  .parse()
  .opts<{ requests: string; concurrency: string; seed: string; media: string; port: string; url?: string; pid?: string }>();

const BOT_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Bytes and files under a folder (0 when it does not exist). */
const folderSize = (dir: string): { bytes: number; files: number } => {
  if (!existsSync(dir)) return { bytes: 0, files: 0 };
  let bytes = 0;
  let files = 0;
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        bytes += lstatSync(full).size;
        files += 1;
      }
    }
  };
  walk(dir);
  return { bytes, files };
};

const mediaDir = () => path.resolve(root, toolsEnv().MEDIA_DIR);
/** Where the media stand-in keeps its resized variants (site/lib/media.ts). */
const mediaCacheDir = () => path.join(path.dirname(mediaDir()), 'media-cache');
/** Ids of the demo images (the media stand-in's index). */
const mediaIds = (): string[] => {
  const file = path.join(mediaDir(), 'index.json');
  if (!existsSync(file)) return [];
  const index = z.record(z.string(), z.object({ type: z.string() }).loose()).parse(JSON.parse(readFileSync(file, 'utf8')));
  return Object.entries(index).flatMap(([id, entry]) => (entry.type.startsWith('image/') ? [id] : []));
};

const snapshot = (pid: number) => ({
  rssKb: treeRssKb(pid),
  next: folderSize(path.join(root, 'site', '.next')),
  media: folderSize(mediaCacheDir()),
});

/** The server to measure: a running one, or `next start` in its own process group. */
const startServer = async (): Promise<{ origin: string; pid: number }> => {
  if (options.url) {
    if (!options.pid) throw new Error('--url needs --pid, the process id of that server');
    return { origin: options.url.replace(/\/$/, ''), pid: Number(options.pid) };
  }
  return startBuiltSite(options.port);
};

const main = async () => {
  const { client, config } = toolsDelivery();
  const known = await listPagePaths({ client, language: config.languages.en, preview: false });
  const { origin, pid } = await startServer();
  const rng = createRng(Number(options.seed));
  const images = mediaIds();
  const mediaShare = images.length > 0 ? Number(options.media) : 0;
  const requests = Array.from({ length: Number(options.requests) }, () =>
    rng.chance(mediaShare) ? { path: `/media/${rng.pick(images)}/image.jpg?w=${rng.int(16, 2000)}&q=${rng.int(40, 90)}`, bot: false } : crawlRequest(rng, known),
  );

  // Warm up with a few known pages, so "before" is a server that has already served pages.
  for (const slug of known.slice(0, 5)) await fetch(`${origin}${slug === '/' ? '/' : `${slug}/`}`, { headers: { 'user-agent': BROWSER_AGENT } });
  const before = snapshot(pid);
  const statuses = new Map<string, number>();
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++];
      if (!request) break;
      try {
        const response = await fetch(`${origin}${request.path}`, {
          redirect: 'manual',
          headers: { 'user-agent': request.bot ? BOT_AGENT : BROWSER_AGENT },
        });
        await response.arrayBuffer();
        count(String(response.status));
      } catch (error) {
        count(`error: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Number(options.concurrency) }, worker));
  const seconds = (Date.now() - started) / 1000;
  // Cache entries are written after the response; give them a moment before measuring.
  await new Promise((r) => setTimeout(r, 3000));
  const after = snapshot(pid);

  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
  const row = (name: string, a: string, b: string) => `${name.padEnd(22)} ${a.padStart(24)} ${b.padStart(24)}`;
  console.log(`\n${requests.length} requests (seed ${options.seed}, ${options.concurrency} in flight) in ${seconds.toFixed(1)} s to ${origin}`);
  console.log(row('', 'before', 'after'));
  console.log(row('server RSS (tree)', mib(before.rssKb * 1024), mib(after.rssKb * 1024)));
  console.log(row('site/.next', `${mib(before.next.bytes)}, ${before.next.files} files`, `${mib(after.next.bytes)}, ${after.next.files} files`));
  console.log(row('media cache', `${mib(before.media.bytes)}, ${before.media.files} files`, `${mib(after.media.bytes)}, ${after.media.files} files`));
  console.log(
    `statuses: ${[...statuses]
      .sort()
      .map(([status, n]) => `${status} x${n}`)
      .join(', ')}`,
  );
  if ([...statuses.keys()].some((status) => status.startsWith('5') || status.startsWith('error'))) process.exitCode = 1;
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
