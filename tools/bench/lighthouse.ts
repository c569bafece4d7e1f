/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, slow 4G,
 * 4x CPU slowdown) on one page of every template (tools/bench/templates.ts), the median of three
 * runs each, in Debian's chromium: performance, Total Blocking Time, LCP and CLS. Not part of
 * `npm test`: on two shared cores the timings vary by a few points between runs, so compare
 * before and after in the same conditions (the load average is printed with the table).
 * Options: --url http://localhost:3000 (a running site; default: start the built site on --port)
 *          --runs 3  --templates home,yacht  --locale en|es|both  --port 3220  --json
 *          --paths /buy-a-yacht/,/es/yacht-management/ (these pages instead of the templates' ones)
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { z } from 'zod';
import { TEMPLATES, templatePages, type TemplatePage } from './templates';
import { startBuiltSite } from './site-server';

const root = path.resolve(import.meta.dirname, '..', '..');
const options = new Command()
  .option('--url <origin>', 'a running site to measure')
  .option('--port <n>', 'port for the built site when no --url is given', '3220')
  .option('--runs <n>', 'runs per page (the median is reported)', '3')
  .option('--templates <list>', `comma-separated subset of ${TEMPLATES.join(',')}`)
  .option('--locale <locale>', 'en, es or both', 'en')
  .option('--json', 'print the results as JSON')
  .option('--paths <list>', 'comma-separated page paths to measure instead of the templates (pages with motion, heavy heroes)')
  .parse()
  .opts<{ url?: string; port: string; runs: string; templates?: string; locale: string; json?: boolean; paths?: string }>();

const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

/** The parts of Lighthouse's JSON report this script reads. */
const reportSchema = z.object({
  categories: z.object({ performance: z.object({ score: z.number().nullable() }) }),
  audits: z.object({
    'total-blocking-time': z.object({ numericValue: z.number() }),
    'largest-contentful-paint': z.object({ numericValue: z.number() }),
    'cumulative-layout-shift': z.object({ numericValue: z.number() }),
  }),
});
type Run = { score: number; tbt: number; lcp: number; cls: number };

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is tried once more. */
const run = async (url: string): Promise<Run> => {
  try {
    return await runOnce(url);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return runOnce(url);
  }
};

const runOnce = async (url: string): Promise<Run> => {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  // Lighthouse finds its browser only through CHROME_PATH: Debian's chromium (MACHINE.md).
  const { stdout } = await promisify(execFile)('env', ['CHROME_PATH=/usr/bin/chromium', bin, url, '--output=json', '--quiet', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = reportSchema.parse(JSON.parse(stdout));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    tbt: report.audits['total-blocking-time'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
};

/** The run with the median score stands for the page (Lighthouse's own advice for several runs). */
const median = (runs: Run[]): Run => {
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
};

const main = async () => {
  const origin = options.url ?? (await startBuiltSite(options.port)).origin;
  // Lighthouse refuses to audit a page answered with 404, so the not-found template is left out.
  const wanted = options.templates?.split(',') ?? TEMPLATES.filter((t) => t !== 'not-found');
  const pages: TemplatePage[] = options.paths
    ? options.paths.split(',').map((path) => ({ template: 'content', locale: path.startsWith('/es/') ? 'es' : 'en', path }))
    : (await templatePages(origin)).filter((p: TemplatePage) => wanted.includes(p.template) && (options.locale === 'both' || p.locale === options.locale));
  const results: (TemplatePage & Run)[] = [];
  for (const page of pages) {
    const url = `${origin}${page.path}`;
    // A first request renders and caches the page, so every measured run is a cache hit.
    await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36' } });
    const runs: Run[] = [];
    for (let i = 0; i < Number(options.runs); i++) runs.push(await run(url));
    const r = { ...page, ...median(runs) };
    results.push(r);
    if (!options.json) {
      console.log(
        `${`${r.template} (${r.locale})`.padEnd(18)} ${r.path.padEnd(58)} perf ${String(r.score).padStart(3)}  TBT ${r.tbt.toFixed(0).padStart(5)} ms  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}`,
      );
    }
  }
  if (options.json) console.log(JSON.stringify(results, null, 2));
  else
    console.log(
      `\nmedian of ${options.runs} runs per page; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
};

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
