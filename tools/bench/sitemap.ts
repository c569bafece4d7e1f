/**
 * `npm run bench:sitemap -- [--content DIR] [--port N] [--runs N]`: the time to answer each XML
 * sitemap (spec 2.2) from the built site, the first (uncached) answer and the median and slowest of
 * the cached ones, with the URLs and bytes of each file. With --content the site reads that
 * content folder (e.g. `npm run content:seed -- --yachts 5000 --out DIR`, then --content DIR/content).
 * The site's data cache is set aside while it runs and put back after, so the demo site never
 * serves the measured content's cached page lists.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltSite } from './site-server';

const root = path.resolve(import.meta.dirname, '..', '..');
const DATA_CACHE = path.join(root, 'site', '.next', 'cache', 'fetch-cache');
const ASIDE = `${DATA_CACHE}.aside-${process.pid}`;

const { values } = parseArgs({
  options: { content: { type: 'string' }, port: { type: 'string', default: '3230' }, runs: { type: 'string', default: '10' } },
});

let serverGroup: number | null = null;
const restore = () => {
  if (serverGroup !== null) {
    try {
      process.kill(-serverGroup, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (!existsSync(ASIDE)) return;
  rmSync(DATA_CACHE, { recursive: true, force: true });
  renameSync(ASIDE, DATA_CACHE);
};

const timed = async (url: string): Promise<{ ms: number; body: string; status: number }> => {
  const start = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  return { ms: performance.now() - start, body, status: response.status };
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const count = (xml: string, tag: string): number => xml.split(`<${tag}>`).length - 1;

const main = async () => {
  const contentDir = values.content ? path.resolve(values.content) : undefined;
  if (existsSync(DATA_CACHE)) renameSync(DATA_CACHE, ASIDE);
  const { origin, pid } = await startBuiltSite(values.port, contentDir ? { CONTENT_DIR: contentDir } : {});
  // Killed outright before the cache is put back: a server still busy would write into it.
  serverGroup = pid;
  console.log(`site ${origin} (pid ${pid}), content ${contentDir ?? 'the demo (.data/content)'}`);
  const index = await timed(`${origin}/sitemap.xml`);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  console.log(`index: ${files.length} files, first answer ${index.ms.toFixed(0)} ms`);
  console.log('file                 URLs   bytes      first ms  median ms  max ms');
  for (const file of files) {
    const first = await timed(`${origin}${file}`);
    if (first.status !== 200) throw new Error(`${file} answered ${first.status}`);
    const cached: number[] = [];
    for (let i = 0; i < Number(values.runs); i += 1) cached.push((await timed(`${origin}${file}`)).ms);
    console.log(
      `${file.padEnd(20)} ${String(count(first.body, 'url')).padStart(6)} ${String(Buffer.byteLength(first.body)).padStart(10)} ${first.ms.toFixed(0).padStart(9)} ${median(cached).toFixed(0).padStart(10)} ${Math.max(
        ...cached,
      )
        .toFixed(0)
        .padStart(7)}`,
    );
  }
  restore();
  process.exit(0);
};

main().catch((error: unknown) => {
  restore();
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
