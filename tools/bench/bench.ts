/**
 * `npm run bench`: throughput and p99 latency of a cached (ISR) content page served by the built
 * site, against the same HTML from a static file server, on this machine, in one run.
 * Options: --path /yacht-charter/ --seconds 10 --connections 20
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { Command } from 'commander';
import { waitFor } from './wait';

const root = path.resolve(import.meta.dirname, '..', '..');
const options = new Command()
  .option('--path <path>', 'content page to measure', '/yacht-charter/')
  .option('--seconds <n>', 'duration of each run', '10')
  .option('--connections <n>', 'concurrent connections', '20')
  .parse()
  .opts<{ path: string; seconds: string; connections: string }>();

const SITE_PORT = 3210;
const STATIC_PORT = 3211;

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: Number(options.connections), duration: Number(options.seconds) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
};

/** What a first visit downloads: the HTML and the scripts it loads, gzip-compressed. */
const pageWeight = async (origin: string, html: string) => {
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="(\/_next\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''))];
  const sizes = await Promise.all(scripts.map(async (src) => gzipSync(Buffer.from(await (await fetch(`${origin}${src}`)).arrayBuffer())).length));
  return { htmlGzip: gzipSync(html).length, jsGzip: sizes.reduce((a, b) => a + b, 0), scripts: scripts.length };
};

const children: ChildProcess[] = [];
/** Each server runs in its own process group, so npx and the server it starts stop together. */
const start = (command: string, args: string[]) => {
  const child = spawn(command, args, { cwd: root, stdio: 'ignore', detached: true });
  children.push(child);
};
const stopAll = () =>
  children.forEach((c) => {
    if (c.pid !== undefined && c.exitCode === null) {
      try {
        process.kill(-c.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
process.on('exit', stopAll);

const main = async () => {
  if (!existsSync(path.join(root, 'site', '.next', 'BUILD_ID'))) {
    throw new Error('The site is not built: run `npm start` once (or `npx next build site`) first.');
  }
  start('npx', ['next', 'start', 'site', '-H', 'localhost', '-p', String(SITE_PORT)]);
  const pageUrl = `http://localhost:${SITE_PORT}${options.path}`;
  await waitFor(`http://localhost:${SITE_PORT}/api/health/`);
  // The first request renders the page and fills the cache; the next ones are cache hits.
  await fetch(pageUrl);
  const html = await (await fetch(pageUrl)).text();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'page.html');
  writeFileSync(file, html);
  start('npx', ['tsx', path.join(import.meta.dirname, 'static-server.ts'), file, String(STATIC_PORT)]);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);

  const weight = await pageWeight(`http://localhost:${SITE_PORT}`, html);
  const site = await measure(pageUrl);
  const baseline = await measure(`http://127.0.0.1:${STATIC_PORT}/`);
  const row = (name: string, r: typeof site) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`\n${options.connections} connections, ${options.seconds} s each, ${(html.length / 1024).toFixed(1)} KiB of HTML`);
  console.log(row(`cached page ${options.path}`, site));
  console.log(row('same HTML, static file server', baseline));
  console.log(`ratio (cached page / static): ${(site.rps / baseline.rps).toFixed(3)}`);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`page weight: HTML ${kib(weight.htmlGzip)} gzip, first-load JS ${kib(weight.jsGzip)} gzip in ${weight.scripts} scripts`);
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
