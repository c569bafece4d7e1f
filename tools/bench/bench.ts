/**
 * `npm run bench`: throughput and p99 latency of a cached (ISR) content page and of a yacht detail
 * page served by the built site, against the content page's HTML from a static file server, on
 * this machine, in one run; and what each page's first visit downloads (HTML, first-load JS), with
 * the HTML split into markup, RSC payload and inline scripts and styles.
 * It also prints the HTML of a set of content pages (--pages), the pages the header, footer and
 * content blocks are weighed on.
 * Options: --path /yacht-charter/ --yacht /yacht-for-charter/{slug}/ --pages /about/,/cookies-policy/ --seconds 10 --connections 20 --weight-only --port 3210
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import autocannon from 'autocannon';
import { Command } from 'commander';
import { z } from 'zod';
import { splitHtml } from './html-split';
import { weighHtml } from './weigh';
import { waitFor } from './wait';

const root = path.resolve(import.meta.dirname, '..', '..');
const options = new Command()
  .option('--path <path>', 'content page to measure', '/yacht-charter/')
  .option('--yacht <path>', 'yacht page to measure (default: the first charter yacht of the route table)')
  .option(
    '--pages <list>',
    'content pages whose HTML is weighed, comma-separated',
    '/,/about/,/cookies-policy/,/how-to-charter-a-yacht/,/destinations/,/contact-superyacht-company/,/offices-and-people/,/es/about/',
  )
  .option('--seconds <n>', 'duration of each run', '10')
  .option('--connections <n>', 'concurrent connections', '20')
  .option('--weight-only', 'print the page weight and skip the throughput runs')
  .option('--port <n>', 'port of the site; the static server takes the next one', '3210')
  .parse()
  .opts<{ path: string; yacht?: string; pages: string; seconds: string; connections: string; weightOnly?: boolean; port: string }>();

const SITE_PORT = Number(options.port);
const STATIC_PORT = SITE_PORT + 1;

const measure = async (url: string) => {
  const result = await autocannon({ url, connections: Number(options.connections), duration: Number(options.seconds) });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
};

/** The part of the site's route table (/api/routes/) the bench reads: locale -> page slugs. */
const routeTableSchema = z.object({ pages: z.record(z.string(), z.array(z.string())) });

/** A charter yacht page from the site's own route table. */
const firstYachtPage = async (origin: string): Promise<string> => {
  const table = routeTableSchema.parse(await (await fetch(`${origin}/api/routes/`)).json());
  const slug = table.pages.en?.find((page) => page.startsWith('/yacht-for-charter/'));
  if (!slug) throw new Error('No /yacht-for-charter/ page in the route table: seed the demo content first.');
  return `${slug}/`;
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
  // `-p` sets no PORT: without it the site would read its route table from port 3000 (site/lib/site.ts, selfOrigin).
  start('env', [`PORT=${SITE_PORT}`, 'npx', 'next', 'start', 'site', '-H', 'localhost', '-p', String(SITE_PORT)]);
  const pageUrl = `http://localhost:${SITE_PORT}${options.path}`;
  await waitFor(`http://localhost:${SITE_PORT}/api/health/`);
  // The first request renders the page and fills the cache; the next ones are cache hits.
  await fetch(pageUrl);
  const html = await (await fetch(pageUrl)).text();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'page.html');
  writeFileSync(file, html);
  start('npx', ['tsx', path.join(import.meta.dirname, 'static-server.ts'), file, String(STATIC_PORT)]);
  await waitFor(`http://127.0.0.1:${STATIC_PORT}/`);

  const origin = `http://localhost:${SITE_PORT}`;
  const yachtPath = options.yacht ?? (await firstYachtPage(origin));
  const yachtUrl = `${origin}${yachtPath}`;
  await fetch(yachtUrl);
  const yachtHtml = await (await fetch(yachtUrl)).text();

  const weight = await weighHtml(origin, html);
  const yachtWeight = await weighHtml(origin, yachtHtml);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const line = (name: string, w: typeof weight) => `${name.padEnd(14)} HTML ${kib(w.htmlGzip)} gzip, first-load JS ${kib(w.jsGzip)} gzip in ${w.scripts} scripts`;
  const split = (w: typeof weight) =>
    `${''.padEnd(14)} HTML ${w.html.total} bytes: markup ${w.html.markup}, RSC payload ${w.html.rsc}, inline scripts ${w.html.scripts}, inline styles ${w.html.styles}`;
  console.log(`\npage weight: ${options.path} and ${yachtPath}`);
  console.log(line('content page:', weight));
  console.log(split(weight));
  console.log(line('yacht page:', yachtWeight));
  console.log(split(yachtWeight));
  console.log(`yacht page client JS over the content page: ${kib(yachtWeight.jsGzip - weight.jsGzip)} gzip (issue budget: 60 KiB)`);
  console.log(`\n${'content page'.padEnd(40)} ${'HTML'.padStart(8)} ${'markup'.padStart(8)} ${'RSC'.padStart(8)} ${'gzip'.padStart(8)}  (bytes)`);
  for (const page of options.pages.split(',').filter(Boolean)) {
    await fetch(`${origin}${page}`);
    const response = await fetch(`${origin}${page}`);
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    const text = await response.text();
    const { total, markup, rsc } = splitHtml(text);
    console.log(`${page.padEnd(40)} ${[total, markup, rsc, gzipSync(text).length].map((n) => String(n).padStart(8)).join(' ')}`);
  }
  if (options.weightOnly) return;

  const site = await measure(pageUrl);
  const yacht = await measure(yachtUrl);
  const baseline = await measure(`http://127.0.0.1:${STATIC_PORT}/`);
  const row = (name: string, r: typeof site) => `${name.padEnd(60)} ${r.rps.toFixed(0).padStart(8)} req/s   p99 ${String(r.p99).padStart(4)} ms`;
  console.log(`\n${options.connections} connections, ${options.seconds} s each`);
  console.log(row(`cached content page ${options.path}`, site));
  console.log(row(`cached yacht page ${yachtPath}`, yacht));
  console.log(row('content page HTML, static file server', baseline));
  console.log(`ratio (cached content page / static): ${(site.rps / baseline.rps).toFixed(3)}`);
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
