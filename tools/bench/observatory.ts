/**
 * `npm run bench:observatory`: Mozilla's HTTP Observatory (@mdn/mdn-http-observatory) against the
 * built site, started here (or --url a running one): the grade and score, and the grade and score
 * without the three tests plain http can never pass (redirection to https, HSTS, cookies' Secure
 * flag), which a deployment behind TLS passes with the headers the server already writes over https.
 * The package's `scan(host)` builds `http://${host}`, so a host with a port (localhost:3301) scans
 * a local server; it also tries https on the same port, which fails, and falls back to http.
 * With --tls (as root: it binds :443 and :80) the site is scanned behind a TLS front
 * (tools/bench/tls-front.ts), as a deployment behind a CDN is: every test counts.
 * Options: --port 3301 --url http://localhost:3000 --tls
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Command } from 'commander';
import { z } from 'zod';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { startBuiltSite } from './site-server';
import { startTlsFront } from './tls-front';

const options = new Command()
  .option('--port <n>', 'port for the built site started here', '3301')
  .option('--url <origin>', 'scan a running site instead of starting one')
  .option('--tls', 'scan https://localhost through a TLS front on :443 (and :80 redirecting), as root')
  .parse()
  .opts<{ port: string; url?: string; tls?: boolean }>();

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
 * Installed on first use into a cache folder, not as a dev dependency: its install step (and one of
 * its dependencies') downloads lists from the internet, which would make `npm install` fail offline.
 * Installed with --ignore-scripts; the HSTS preload list it would download is written empty (a local
 * host is on no preload list, so the scan answers the same).
 */
const PACKAGE = '@mdn/mdn-http-observatory';
const VERSION = '1.4.8';
const CACHE = path.resolve(import.meta.dirname, '..', '..', 'node_modules', '.cache', 'observatory');

const install = (): NodeJS.Require => {
  const manifest = path.join(CACHE, 'node_modules', PACKAGE, 'package.json');
  if (!existsSync(manifest)) {
    mkdirSync(CACHE, { recursive: true });
    console.log(`Installing ${PACKAGE}@${VERSION} into ${CACHE} (once)`);
    execFileSync('npm', ['install', '--ignore-scripts', '--no-save', '--no-audit', '--no-fund', '--prefix', CACHE, `${PACKAGE}@${VERSION}`], { stdio: 'inherit' });
  }
  const preload = path.join(path.dirname(manifest), 'conf', 'hsts-preload.json');
  if (!existsSync(preload)) writeFileSync(preload, '{}');
  return createRequire(manifest);
};

/** The package ships JavaScript without types: its two entry points are checked at the boundary. */
const load = async () => {
  const require = install();
  const main = moduleSchema.parse(await import(pathToFileURL(require.resolve(PACKAGE)).href));
  const grader = graderSchema.parse(await import(pathToFileURL(require.resolve(`${PACKAGE}/src/grader/grader.js`)).href));
  return {
    scan: async (host: string) => scanSchema.parse(await main.scan(host)),
    grade: (score: number) => gradeSchema.parse(grader.getGradeForScore(score)),
  };
};

/** The host to scan: the site itself, or https://localhost through the TLS front, whose certificate this process trusts. */
const target = async (): Promise<string> => {
  // Behind the front the site trusts it (loopback) and names its public origin, as a deployment does.
  const env: Record<string, string> = options.tls ? { TRUSTED_PROXIES: 'loopback', SITE_URL: 'https://localhost' } : {};
  const origin = options.url ?? (await startBuiltSite(options.port, env)).origin;
  if (!options.tls) return new URL(origin).host;
  const front = await startTlsFront(origin);
  setDefaultCACertificates([...getCACertificates('default'), front.certificate]);
  return 'localhost';
};

const main = async () => {
  const host = await target();
  const { scan, grade } = await load();
  const result = await scan(host);
  const origin = options.tls ? 'https://localhost' : `http://${host}`;
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
