/**
 * `npm run bench:cold-start -- [--data DIR]`: how soon a new instance serves, and what it holds, over
 * the content of DIR (`.data`, or a big seed: `npm run content:seed -- --yachts 5000 --out DIR`).
 * Starts the built site on DIR's content, search index and media, then reports the time from start
 * to the first page, the first yacht page (a path that only the content of DIR has) and the first
 * search, and the server's peak resident memory. The target: the first byte under 10 s and the
 * memory under 1.5 GB at 5,000 yachts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { processEnv } from '../env';
import { startBuiltSite } from './site-server';

const program = new Command().option('--data <dir>', 'seed output folder (content/, search/, media/)', '.data').option('--port <port>', 'port of the site', '3190').parse();
const options = z.object({ data: z.string(), port: z.string().regex(/^\d+$/) }).parse(program.opts());
const data = path.resolve(options.data);
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36' };

/** Resident memory of a process and its children (npx, next-server), in MB, from /proc. */
const groupRss = (pid: number): number => {
  const children = (p: number): number[] => {
    try {
      const list = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      return list
        ? list
            .split(/\s+/)
            .map(Number)
            .flatMap((c) => [c, ...children(c)])
        : [];
    } catch {
      return [];
    }
  };
  return [pid, ...children(pid)].reduce((sum, p) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      return sum + (match ? Number(match[1]) / 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);
};

/** A visitor gives up after a minute: a request that takes longer is reported as status 0. */
const GIVE_UP_MS = 60_000;

const timed = async (origin: string, pathname: string): Promise<{ ms: number; status: number }> => {
  const start = performance.now();
  try {
    const response = await fetch(`${origin}${pathname}`, { headers: browser, redirect: 'manual', signal: AbortSignal.timeout(GIVE_UP_MS) });
    await response.arrayBuffer();
    return { ms: Math.round(performance.now() - start), status: response.status };
  } catch {
    return { ms: Math.round(performance.now() - start), status: 0 };
  }
};

Object.assign(processEnv(), {
  CONTENT_DIR: path.join(data, 'content'),
  SEARCH_DIR: path.join(data, 'search'),
  MEDIA_DIR: path.join(data, 'media'),
});
const started = performance.now();
let peak = 0;
const { origin, pid } = await startBuiltSite(options.port);
const sampler = setInterval(() => (peak = Math.max(peak, groupRss(pid))), 200);
const ready = Math.round(performance.now() - started);
const home = await timed(origin, '/');
const routes = z.object({ pages: z.record(z.string(), z.array(z.string())) }).loose();
const table = routes.parse(await (await fetch(`${origin}/api/routes/`)).json());
// The last yacht of the table: with a big seed, one the demo build never rendered.
const yacht = (table.pages.en ?? []).filter((p) => p.startsWith('/yacht-for-')).at(-1) ?? '/';
const yachtPage = await timed(origin, `${yacht}/`);
const search = await timed(origin, '/search/?q=mediterranean');
const searchAgain = await timed(origin, '/search/?q=caribbean');
peak = Math.max(peak, groupRss(pid));
clearInterval(sampler);
const rows: [string, string][] = [
  ['data', data],
  ['process up (health answers)', `${ready} ms`],
  ['first page / (after start)', `${ready + home.ms} ms (${home.status}; ${home.ms} ms after health)`],
  [`first yacht page ${yacht}/`, `${yachtPage.ms} ms (${yachtPage.status})`],
  ['first search', `${search.ms} ms (${search.status}); next ${searchAgain.ms} ms`],
  ['peak resident memory', `${Math.round(peak)} MB`],
];
for (const [label, value] of rows) console.log(`${label.padEnd(40)} ${value}`);
process.exit(0);
