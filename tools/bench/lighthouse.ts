/**
 * `npm run bench:lighthouse`: Lighthouse's mobile preset (its default: a mid-range phone, slow 4G,
 * 4x CPU slowdown) on one page of every template (tools/bench/templates.ts; the search page on both
 * tabs) in both languages, in Debian's chromium: performance, Total Blocking Time, LCP and CLS of
 * the median run of five, checked against the phone goals in ./lighthouse-goals.ts. Not part of
 * `npm test`. Timings on two cores move with other work, so before each template (its locales and
 * tabs) the script waits up to ten minutes for a one-minute load average under 1.0; a page measured
 * on a busy machine is printed as "busy" with its load average and counts towards nothing.
 * Options: --url http://localhost:3000 (a running site; default: start the built site on --port)
 *          --runs 5  --templates home,yacht  --locale en|es|both  --port 3220  --json
 *          --paths /buy-a-yacht/,/es/yacht-management/ (these pages instead of the templates' ones)
 *          --max-load 1.0  --wait-minutes 10
 *          --before http://localhost:3500 (an earlier build: each page on both, back to back)
 *          --explain (where each page's LCP waits; always printed for a page below its goal)
 */
import { execFile } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Command } from 'commander';
import { z } from 'zod';
import { TEMPLATES, templatePages, type TemplatePage } from './templates';
import { goalOf, misses, type Measured } from './lighthouse-goals';
import { explain, explainSchema, explanation, type Explained } from './lighthouse-explain';
import { quietMachine } from './quiet';
import { startBuiltSite } from './site-server';

const root = path.resolve(import.meta.dirname, '..', '..');
const options = new Command()
  .option('--url <origin>', 'a running site to measure')
  .option('--port <n>', 'port for the built site when no --url is given', '3220')
  .option('--runs <n>', 'runs per page (the median is reported)', '5')
  .option('--templates <list>', `comma-separated subset of ${TEMPLATES.join(',')}`)
  .option('--locale <locale>', 'en, es or both', 'both')
  .option('--max-load <n>', 'the one-minute load average a page waits for', '1.0')
  .option('--wait-minutes <n>', 'how long a page waits for a quiet machine', '10')
  .option('--before <origin>', 'an earlier build, measured page by page back to back with this one')
  .option('--json', 'print the results as JSON')
  .option('--explain', "print where every page's LCP waits, not only a page's below its goal")
  .option('--paths <list>', 'comma-separated page paths to measure instead of the templates (pages with motion, heavy heroes)')
  .parse()
  .opts<{ url?: string; port: string; runs: string; templates?: string; locale: string; json?: boolean; paths?: string; maxLoad: string; waitMinutes: string; explain?: boolean; before?: string }>();

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
type Run = Measured & { explained: Explained };

/** Lighthouse sometimes loses a trace (NO_NAVSTART), even on a quiet machine: such a run is tried up to three times more. */
const run = async (url: string, tries = 4): Promise<Run> => {
  try {
    return await runOnce(url);
  } catch (error) {
    if (!String(error).includes('NO_NAVSTART') || tries <= 1) throw error;
    return run(url, tries - 1);
  }
};

const runOnce = async (url: string): Promise<Run> => {
  const bin = path.join(root, 'node_modules', '.bin', 'lighthouse');
  // Lighthouse finds its browser only through CHROME_PATH: Debian's chromium (MACHINE.md).
  const { stdout } = await promisify(execFile)('env', ['CHROME_PATH=/usr/bin/chromium', bin, url, '--output=json', '--quiet', '--only-categories=performance', `--chrome-flags=${CHROME_FLAGS}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const json: unknown = JSON.parse(stdout);
  const report = reportSchema.parse(json);
  return {
    explained: explain(explainSchema.parse(json)),
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

/** The search page is measured on both of its tabs (spec 2.10): yachts, and the website's `?i=g`. */
const withSearchTabs = (pages: TemplatePage[]): (TemplatePage & { label: string })[] =>
  pages.flatMap((page) => {
    const plain = { ...page, label: `${page.template} (${page.locale})` };
    return page.template === 'search' ? [plain, { ...page, path: `${page.path}?i=g`, label: `search website (${page.locale})` }] : [plain];
  });

const line = (label: string, path: string, r: Run) =>
  `${label.padEnd(24)} ${path.padEnd(58)} perf ${String(r.score).padStart(3)}  TBT ${r.tbt.toFixed(0).padStart(5)} ms  LCP ${(r.lcp / 1000).toFixed(2)} s  CLS ${r.cls.toFixed(3)}`;

type Result = TemplatePage & Run & { label: string; site: 'before' | 'after' | null; busy: number | null; misses: string[] };

const measure = async (origin: string, page: TemplatePage & { label: string }): Promise<Run> => {
  const url = `${origin}${page.path}`;
  // A first request renders and caches the page, so every measured run is a cache hit.
  await fetch(url, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140 Safari/537.36' } });
  const runs: Run[] = [];
  for (let i = 0; i < Number(options.runs); i++) runs.push(await run(url));
  return median(runs);
};

const main = async () => {
  const origin = options.url ?? (await startBuiltSite(options.port)).origin;
  // Lighthouse refuses to audit a page answered with 404, so the not-found template is left out.
  const wanted = options.templates?.split(',') ?? TEMPLATES.filter((t) => t !== 'not-found');
  const pages: TemplatePage[] = options.paths
    ? options.paths.split(',').map((path) => ({ template: 'content', locale: path.startsWith('/es/') ? 'es' : 'en', path }))
    : (await templatePages(origin)).filter((p: TemplatePage) => wanted.includes(p.template) && (options.locale === 'both' || p.locale === options.locale));
  // With --before, each page is measured on both sites back to back, the earlier build first.
  const sites: { site: Result['site']; origin: string }[] = options.before
    ? [
        { site: 'before', origin: options.before },
        { site: 'after', origin },
      ]
    : [{ site: null, origin }];
  const results: Result[] = [];
  const byTemplate = new Map<string, (TemplatePage & { label: string })[]>();
  for (const page of withSearchTabs(pages)) byTemplate.set(page.template, [...(byTemplate.get(page.template) ?? []), page]);
  for (const templatePages of byTemplate.values()) {
    // The machine is let quiet down once per template (its pages, locales and tabs run together).
    const quiet = await quietMachine(Number(options.maxLoad), Number(options.waitMinutes) * 60_000);
    for (const page of templatePages) {
      for (const { site, origin: at } of sites) {
        const m = await measure(at, page);
        const r: Result = { ...page, ...m, site, busy: quiet.ok ? null : quiet.load, misses: misses(goalOf(page.template), m) };
        results.push(r);
        if (options.json) continue;
        const verdict = r.busy !== null ? `busy (load ${r.busy.toFixed(2)}): not counted` : r.misses.length ? `below goal: ${r.misses.join(', ')}` : 'meets goal';
        console.log(`${line(site ? `${r.label} ${site}` : r.label, r.path, r)}  ${verdict}`);
        if (options.explain || (r.busy === null && r.misses.length > 0 && site !== 'before')) console.log(`${''.padEnd(25)}${explanation(r.explained)}`);
      }
    }
  }
  if (options.json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const counted = results.filter((r) => r.busy === null && r.site !== 'before');
  console.log(
    `\nmedian of ${options.runs} runs per page; ${counted.length} of ${results.length / sites.length} pages measured on a quiet machine, ${counted.filter((r) => r.misses.length === 0).length} meet their goal; load average now ${loadavg()
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
