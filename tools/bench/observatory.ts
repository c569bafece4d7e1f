/**
 * `npm run bench:observatory`: Mozilla's HTTP Observatory (@mdn/mdn-http-observatory) against the
 * built site, started here (or --url a running one): the grade and score, and the grade and score
 * without the three tests plain http can never pass (redirection to https, HSTS, cookies' Secure
 * flag), which a deployment behind TLS passes with the headers the server already writes over https.
 * The package's `scan(host)` builds `http://${host}`, so a host with a port (localhost:3301) scans
 * a local server; it also tries https on the same port, which fails, and falls back to http.
 * Options: --port 3301 --url http://localhost:3000 --path /about/
 */
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Command } from 'commander';
import { z } from 'zod';
import { startBuiltSite } from './site-server';

const options = new Command()
  .option('--port <n>', 'port for the built site started here', '3301')
  .option('--url <origin>', 'scan a running site instead of starting one')
  .parse()
  .opts<{ port: string; url?: string }>();

/** The tests plain http can never pass. */
const HTTPS_ONLY = ['redirection', 'strict-transport-security', 'cookies'];
/** The Observatory's rule (src/scanner): bonuses count only when the score without them is an A. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;

const testSchema = z.object({ result: z.string().nullable().optional(), pass: z.boolean().nullable().optional(), scoreModifier: z.number().optional() });
const scanSchema = z.object({
  scan: z.object({ grade: z.string(), score: z.number(), testsPassed: z.number(), testsQuantity: z.number() }),
  tests: z.record(z.string(), testSchema),
});
const callable = <F>() => z.custom<F>((value) => typeof value === 'function');
const moduleSchema = z.object({ scan: callable<(host: string) => Promise<unknown>>() });
const graderSchema = z.object({ getGradeForScore: callable<(score: number) => unknown>() });
const gradeSchema = z.object({ grade: z.string(), score: z.number() });

/**
 * The package's install step downloads Chromium's HSTS preload list, which an offline install
 * (--ignore-scripts) lacks; a local host is on no preload list, so an empty one answers the same.
 */
const ensurePreloadList = (packageName: string) => {
  const file = path.join(path.dirname(createRequire(import.meta.url).resolve(`${packageName}/package.json`)), 'conf', 'hsts-preload.json');
  if (!existsSync(file)) writeFileSync(file, '{}');
};

/** The package ships JavaScript without types: its two entry points are checked at the boundary. */
const load = async () => {
  const packageName = '@mdn/mdn-http-observatory';
  ensurePreloadList(packageName);
  const main = moduleSchema.parse(await import(packageName));
  const grader = graderSchema.parse(await import(`${packageName}/src/grader/grader.js`));
  return {
    scan: async (host: string) => scanSchema.parse(await main.scan(host)),
    grade: (score: number) => gradeSchema.parse(grader.getGradeForScore(score)),
  };
};

const main = async () => {
  const origin = options.url ?? (await startBuiltSite(options.port)).origin;
  const { scan, grade } = await load();
  const result = await scan(new URL(origin).host);
  let full = 100;
  let uncurved = 100;
  for (const [name, test] of Object.entries(result.tests)) {
    const modifier = test.scoreModifier ?? 0;
    const line = `${test.pass ? 'pass' : 'FAIL'}  ${name.padEnd(32)} ${String(modifier).padStart(4)}  ${test.result ?? ''}`;
    console.log(HTTPS_ONLY.includes(name) ? `${line}  (https only)` : line);
    if (HTTPS_ONLY.includes(name)) continue;
    full += modifier;
    if (modifier < 0) uncurved += modifier;
  }
  const withoutHttpsOnly = grade(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? full : uncurved);
  console.log(`\nObservatory of ${origin}: ${result.scan.grade} (${result.scan.score}/100), ${result.scan.testsPassed}/${result.scan.testsQuantity} tests passed`);
  console.log(`Without ${HTTPS_ONLY.join(', ')} (https only): ${withoutHttpsOnly.grade} (${withoutHttpsOnly.score}/100)`);
  process.exit(0);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
